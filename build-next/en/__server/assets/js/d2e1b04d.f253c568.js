"use strict";
exports.ids = ["546"];
exports.modules = {
77305(module) {
module.exports = JSON.parse('{"sectionTitle":"Fields of the old site","sectionPath":"/en/test-fixtures/legacy/","entries":[{"name":"BCF","slug":"bcf","pages":[{"title":"Every metadata field","permalink":"/en/test-fixtures/legacy/all-meta","description":"A page with an author, a category, tags, a date, the \\"Original\\" mark, a cover and its own footer."}]},{"name":"collisions","slug":"collisions","pages":[{"title":"Every metadata field","permalink":"/en/test-fixtures/legacy/all-meta","description":"A page with an author, a category, tags, a date, the \\"Original\\" mark, a cover and its own footer."},{"title":"Two names of one field","permalink":"/en/test-fixtures/legacy/both-names","description":"When a page sets both the old site\'s field and Docusaurus\'s, Docusaurus\'s wins and the build"}]},{"name":"import","slug":"import","pages":[{"title":"Two names of one field","permalink":"/en/test-fixtures/legacy/both-names","description":"When a page sets both the old site\'s field and Docusaurus\'s, Docusaurus\'s wins and the build"}]}]}')

},

};
;