"use strict";
exports.ids = ["7346"];
exports.modules = {
78567(module) {
module.exports = JSON.parse('{"name":"docusaurus-plugin-content-pages","id":"fixture-pages"}')

},

};
;