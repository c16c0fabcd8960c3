"use strict";
exports.ids = ["2521"];
exports.modules = {
62598(module) {
module.exports = JSON.parse('{"name":"tessera-encrypt","id":"default"}')

},

};
;