"use strict";
exports.ids = ["8390"];
exports.modules = {
80192(module) {
module.exports = JSON.parse('{"name":"docusaurus-plugin-content-docs","id":"viewer"}')

},

};
;