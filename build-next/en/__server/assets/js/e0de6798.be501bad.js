"use strict";
exports.ids = ["8024"];
exports.modules = {
54485(module) {
module.exports = JSON.parse('{"name":"docusaurus-plugin-content-docs","id":"control"}')

},

};
;