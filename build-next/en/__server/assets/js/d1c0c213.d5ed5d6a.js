"use strict";
exports.ids = ["6065"];
exports.modules = {
34495(module) {
module.exports = JSON.parse('{"title":"Protected page","hint":"Demo password: tessera-demo","permalink":"/en/demo/encrypt/"}')

},

};
;