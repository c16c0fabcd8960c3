"use strict";
exports.ids = ["9689"];
exports.modules = {
28459(module) {
module.exports = JSON.parse('{"name":"docusaurus-plugin-content-docs","id":"platform"}')

},

};
;