"use strict";
exports.ids = ["8996"];
exports.modules = {
29796(module) {
module.exports = JSON.parse('{"name":"docusaurus-plugin-content-docs","id":"fixtures"}')

},

};
;