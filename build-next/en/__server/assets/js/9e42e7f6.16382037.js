"use strict";
exports.ids = ["1196"];
exports.modules = {
18894(module) {
module.exports = JSON.parse('{"name":"tessera-tag-index","id":"default"}')

},

};
;