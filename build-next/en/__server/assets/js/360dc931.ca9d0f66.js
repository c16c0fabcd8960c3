"use strict";
exports.ids = ["5025"];
exports.modules = {
27146(module) {
module.exports = JSON.parse('{"name":"docusaurus-plugin-content-docs","id":"api"}')

},

};
;