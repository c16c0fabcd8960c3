/**
 * Relevance cases for the search engine: a query as a reader types it and the
 * page that must be among the first three results. Word forms, ё/е, English
 * product terms inside Russian sentences and API names (FORM_CASES); a page's
 * title or a heading typed in full, in any word forms, whose page must come
 * first (TITLE_CASES); the
 * wrong keyboard layout, typos, the reader's own words (the synonym file),
 * identifiers and punctuation, and the section filter (FORGIVING_CASES).
 * A synonym case's query words of the synonym file must be absent from its
 * page (searchRelevance.spec.ts checks): the page is reached through the
 * synonym, in Russian («спека», «токен» on the English pages) and in English
 * ("clash" on the Russian pages, "interference" on the English ones).
 */
export type CaseKind = 'forms' | 'title' | 'layout' | 'typo' | 'didYouMean' | 'synonym' | 'identifier' | 'area';

export interface RelevanceCase {
  readonly query: string;
  readonly page: string;
  /** What the case tests (the hit rate is printed per kind); 'forms' when absent. */
  readonly kind?: CaseKind;
  /** The reading on the other keyboard layout the results must say they show. */
  readonly reading?: string;
  /** A query with no results: the "did you mean" it must offer (whose results hold the page). */
  readonly didYouMean?: string;
  /** The section filter chosen in the search window. */
  readonly area?: string;
  /** The page must be the first result, not only among the first three (a page's title or a heading typed in full). */
  readonly first?: boolean;
}

const FORM_CASES: Readonly<Record<'ru' | 'en', readonly RelevanceCase[]>> = {
  ru: [
    {query: 'матрица коллизий', page: '/control/control-guide/collision-matrix/'},
    {query: 'матрицы коллизиями', page: '/control/control-guide/collision-matrix/'},
    {query: 'матрица колизий', page: '/control/control-guide/collision-matrix/'},
    {query: 'поиск коллизии', page: '/tessera/tessera-howto/collision-detection/'},
    {query: 'коллизии помещений', page: '/space/space-guide/collisions/'},
    {query: 'деревья проверок', page: '/control/control-guide/validation-trees/'},
    {query: 'дерево проверок свойства', page: '/control/control-guide/validation-trees/'},
    {query: 'составная проверка', page: '/control/control-howto/complex-tests/'},
    {query: 'экспорт результатов анализа', page: '/control/control-guide/analysis-export/'},
    {query: 'импорт замечаний в Revit', page: '/control/control-guide/notes-import/'},
    {query: 'установить плагин для Revit', page: '/tessera/tessera-guide/revit-plugin-installation/'},
    {query: 'импорт модели IFC', page: '/tessera/tessera-guide/ifc-import/'},
    {query: 'импортировать IFC-файлы', page: '/tessera/tessera-guide/ifc-import/'},
    {query: 'авторизация через Active Directory', page: '/tessera/tessera-guide/ad-authorization/'},
    {query: 'вход через AD', page: '/tessera/tessera-guide/ad-authorization/'},
    {query: 'подключить Power BI', page: '/tessera/tessera-guide/power-bi-connectors/'},
    {query: 'визуал Power BI', page: '/tessera/tessera-guide/power-bi-visual/'},
    {query: 'токены доступа', page: '/tessera/tessera-guide/token-management/'},
    {query: 'управление токеном', page: '/tessera/tessera-guide/token-management/'},
    {query: 'роли и права пользователей', page: '/tessera/tessera-guide/roles-and-rights/'},
    {query: 'добавить сотрудника', page: '/tessera/tessera-guide/employees/'},
    {query: 'редактор формул', page: '/tessera/tessera-guide/formula-editor/'},
    {query: 'формулы', page: '/tessera/tessera-guide/formula-editor/'},
    {query: 'настройка прокси-сервера', page: '/tessera/tessera-howto/proxy-server/'},
    {query: 'прокси', page: '/tessera/tessera-howto/proxy-server/'},
    {query: 'синхронизация моделей', page: '/tessera/tessera-guide/model-sync-principle/'},
    {query: 'tessera-sync.exe', page: '/tessera/tessera-guide/model-sync-utility/'},
    {query: 'как работают запросы', page: '/tessera/tessera-howto/how-queries-work/'},
    {query: 'методика составления запросов', page: '/tessera/tessera-howto/query-methodology/'},
    {query: 'дерево свойств', page: '/tessera/tessera-howto/property-tree/'},
    {query: 'привязки из Excel', page: '/tessera/tessera-howto/bindings-excel-import/'},
    {query: 'правила позиций Excel', page: '/tessera/tessera-howto/excel-position-rules/'},
    {query: 'установка клиента', page: '/tessera/tessera-guide/client-installation/'},
    {query: 'сведения о системе', page: '/tessera/tessera-guide/system-info/'},
    {query: 'шаблон отчёта Excel', page: '/value/value-guide/excel-report-template/'},
    {query: 'шаблон отчета excel', page: '/value/value-guide/excel-report-template/'},
    {query: 'переопределение цен каталога', page: '/value/value-guide/price-override/'},
    {query: 'переопределить цену', page: '/value/value-guide/price-override/'},
    {query: 'схемы расчёта каталогов', page: '/value/value-howto/calculation-schemes/'},
    {query: 'как работают теги', page: '/value/value-howto/tags/'},
    {query: 'заметки о выпуске value', page: '/value/value-guide/release-notes/'},
    {query: 'выгрузка в Excel из веб-версии', page: '/value/value-web/excel-export/'},
    {query: 'модель в просмотрщике', page: '/value/value-web/model-viewer/'},
    {query: 'импорт графика работ', page: '/site/site-guide/schedule-import/'},
    {query: 'графики MVP', page: '/site/site-guide/charts/'},
    {query: 'еженедельный отчет', page: '/site/site-howto/weekly-report/'},
    {query: 'экспликация помещений', page: '/space/space-howto/room-schedule/'},
    {query: 'проверка площадей', page: '/space/space-howto/area-check/'},
    {query: 'перед началом работы', page: '/control/control-howto/before-start/'},
    {query: 'машинный перевод Uniformat', page: '/uniformat/uniformat-google/'},
    {query: 'SceneManager', page: '/api/tessera-viewer/tessera-viewer-api/classes/SceneManager/'},
    {query: 'listModels', page: '/api/tessera/tessera-reference/models/list-models/'},
    {query: 'issueToken', page: '/api/tessera/tessera-reference/auth/issue-token/'},
    {query: 'OData экспорт', page: '/value/value-guide/analysis-export/'},
    {query: 'odata paging nextLink', page: '/api/tessera/tessera-howto/odata-value-export/'},
  ],
  en: [
    {query: 'collision matrix', page: '/en/control/control-howto/getting-started/'},
    {query: 'before you start', page: '/en/control/control-howto/before-start/'},
    {query: 'SceneManager', page: '/en/api/tessera-viewer/tessera-viewer-api/classes/SceneManager/'},
    {query: 'scene manager', page: '/en/api/tessera-viewer/tessera-viewer-api/classes/SceneManager/'},
    {query: 'clipping planes', page: '/en/api/tessera-viewer/tessera-viewer-api/interfaces/ClippingPlane/'},
    {query: 'measuring distances', page: '/en/api/tessera-viewer/tessera-viewer-api/classes/MeasureExtension/'},
    {query: 'authentication token', page: '/en/api/tessera/tessera-howto/auth/'},
    {query: 'autentication', page: '/en/api/tessera/tessera-howto/auth/'},
    {query: 'odata export', page: '/en/api/tessera/tessera-howto/odata-value-export/'},
    {query: 'geometry bucket', page: '/en/api/tessera/tessera-overview/geometry-bucket/'},
    {query: 'element identifiers', page: '/en/api/tessera/tessera-overview/element-ids/'},
    {query: 'catalogue import', page: '/en/api/tessera/tessera-howto/catalog-import-api/'},
    {query: 'revit export', page: '/en/api/tessera/tessera-howto/revit-export-api/'},
    {query: 'viewer localization', page: '/en/api/tessera-viewer/tessera-viewer-howto/localization/'},
    {query: 'write an extension', page: '/en/api/tessera-viewer/tessera-viewer-howto/custom-extension/'},
    {query: 'createViewer', page: '/en/api/tessera-viewer/tessera-viewer-api/functions/createViewer/'},
    {query: 'resolveElements', page: '/en/api/tessera/tessera-reference/elements/resolve-elements/'},
    {query: 'GET /projects/{projectId}/models', page: '/en/api/tessera/tessera-reference/models/list-models/'},
    {query: 'issue an access token', page: '/en/api/tessera/tessera-reference/auth/issue-token/'},
    {query: 'OData entity sets', page: '/en/api/tessera/tessera-reference/odata/'},
    {query: 'picking elements', page: '/en/api/tessera-viewer/tessera-viewer-api/classes/Picker/'},
    {query: 'points and lines', page: '/en/api/tessera-viewer/tessera-viewer-howto/points-api/'},
  ],
};

/** A query that is a page's title (or a heading) in other word forms: that page first, above pages that only mention the words. */
const TITLE_CASES: Readonly<Record<'ru' | 'en', readonly RelevanceCase[]>> = {
  ru: [
    {kind: 'title', first: true, query: 'дерево проверки', page: '/control/control-guide/validation-trees/'},
    {kind: 'title', first: true, query: 'деревья проверок', page: '/control/control-guide/validation-trees/'},
    {kind: 'title', first: true, query: 'Tessera Control', page: '/control/'},
    {kind: 'title', first: true, query: 'окно проекты', page: '/tessera/tessera-guide/projects-window/'},
    {kind: 'title', first: true, query: 'матрицы коллизий', page: '/control/control-guide/collision-matrix/'},
    {kind: 'title', first: true, query: 'шаблоны отчета excel', page: '/value/value-guide/excel-report-template/'},
    {kind: 'title', first: true, query: 'вложенное дерево проверок', page: '/control/control-howto/complex-tests/'},
  ],
  en: [
    {kind: 'title', first: true, query: 'models', page: '/en/api/tessera/tessera-reference/models/'},
    {kind: 'title', first: true, query: 'Tessera Viewer', page: '/en/api/tessera-viewer/'},
    {kind: 'title', first: true, query: 'validation tree', page: '/en/control/control-guide/validation-trees/'},
    {kind: 'title', first: true, query: 'collision matrices', page: '/en/control/control-guide/collision-matrix/'},
    {kind: 'title', first: true, query: 'nested validation trees', page: '/en/control/control-howto/complex-tests/'},
  ],
};

export const FORGIVING_CASES: Readonly<Record<'ru' | 'en', readonly RelevanceCase[]>> = {
  ru: [
    {kind: 'layout', query: 'ghjtrn', reading: 'проект', page: '/control/control-guide/projects-window/'},
    {
      kind: 'layout',
      query: 'vfnhbwf rjkkbpbq',
      reading: 'матрица коллизий',
      page: '/control/control-guide/collision-matrix/',
    },
    {
      kind: 'layout',
      query: 'njrtys ljcnegf',
      reading: 'токены доступа',
      page: '/tessera/tessera-guide/token-management/',
    },
    {kind: 'layout', query: 'ghjrcb-cthdth', reading: 'прокси-сервер', page: '/tessera/tessera-howto/proxy-server/'},
    {
      kind: 'layout',
      query: 'rfnfkju hfcwtyjr',
      reading: 'каталог расценок',
      page: '/value/value-guide/price-override/',
    },
    {kind: 'layout', query: 'rjkkbpbb', reading: 'коллизии', page: '/space/space-guide/collisions/'},
    {kind: 'typo', query: 'матрца', page: '/control/control-guide/collision-matrix/'},
    {kind: 'typo', query: 'синхранизацыя', page: '/tessera/tessera-guide/model-sync-principle/'},
    {kind: 'typo', query: 'экспликацыя помещений', page: '/space/space-howto/room-schedule/'},
    {kind: 'typo', query: 'авторизацыя', page: '/tessera/tessera-guide/ad-authorization/'},
    {kind: 'typo', query: 'еженедельый отчет', page: '/site/site-howto/weekly-report/'},
    {kind: 'typo', query: 'фомулы', page: '/tessera/tessera-guide/formula-editor/'},
    {kind: 'typo', query: 'шаблн отчта', page: '/value/value-guide/excel-report-template/'},
    {kind: 'typo', query: 'колизя', page: '/control/control-guide/collision-matrix/'},
    {kind: 'didYouMean', query: 'мотрыца', didYouMean: 'матрицы', page: '/control/control-guide/collision-matrix/'},
    {kind: 'synonym', query: 'спека', page: '/value/value-howto/faq/'},
    {kind: 'synonym', query: 'ТИМ IFC', page: '/tessera/tessera-guide/ifc-import/'},
    {kind: 'synonym', query: 'ревит плагин', page: '/tessera/tessera-guide/revit-plugin-installation/'},
    {kind: 'synonym', query: 'навис', page: '/control/control-guide/notes-import/'},
    {kind: 'synonym', query: 'эксель шаблон', page: '/value/value-guide/excel-report-template/'},
    {kind: 'synonym', query: 'вьювер', page: '/value/value-web/model-viewer/'},
    {kind: 'synonym', query: 'clash', page: '/control/control-guide/collision-matrix/'},
    {kind: 'synonym', query: 'BOQ', page: '/value/value-guide/analysis-export/'},
    {kind: 'identifier', query: '$filter', page: '/api/tessera/tessera-reference/odata/'},
    {kind: 'identifier', query: 'tcl_', page: '/tessera/tessera-guide/roles-and-rights/'},
    {kind: 'identifier', query: 'client_id', page: '/api/tessera/tessera-howto/auth/'},
    {kind: 'identifier', query: 'Viewer.dispose', page: '/api/tessera-viewer/tessera-viewer-overview/viewer-overview/'},
    {
      kind: 'identifier',
      query: 'SceneManager.loadModel',
      page: '/api/tessera-viewer/tessera-viewer-api/classes/Viewer/',
    },
    {kind: 'identifier', query: 'IfcSlab', page: '/space/space-guide/collisions/'},
    {kind: 'identifier', query: 'HTTP 403', page: '/api/tessera/tessera-howto/auth/'},
    {kind: 'identifier', query: 'СП 54.13330', page: '/space/space-howto/room-schedule/'},
    {kind: 'identifier', query: 'ГОСТ 21.501', page: '/space/space-howto/room-schedule/'},
    {kind: 'area', query: 'коллизии', area: 'space', page: '/space/space-guide/collisions/'},
    {kind: 'area', query: 'импорт IFC', area: 'space', page: '/space/space-guide/model-import/'},
    {kind: 'area', query: 'токен', area: 'api', page: '/api/tessera/tessera-howto/auth/'},
  ],
  en: [
    {
      kind: 'layout',
      query: 'ыуфкср ырщкесгеы',
      reading: 'search shortcuts',
      page: '/en/tessera/tessera-reference/keyboard-shortcuts/',
    },
    {
      kind: 'layout',
      query: 'сщддшышщт ьфекшч',
      reading: 'collision matrix',
      page: '/en/control/control-howto/getting-started/',
    },
    {
      kind: 'layout',
      query: 'ысутуЬфтфпук',
      reading: 'scenemanager',
      page: '/en/api/tessera-viewer/tessera-viewer-api/classes/SceneManager/',
    },
    {kind: 'layout', query: 'фгерутешсфешщт', reading: 'authentication', page: '/en/api/tessera/tessera-howto/auth/'},
    {
      kind: 'layout',
      query: 'сдшззштп здфтуы',
      reading: 'clipping planes',
      page: '/en/api/tessera-viewer/tessera-viewer-api/interfaces/ClippingPlane/',
    },
    {kind: 'typo', query: 'colision matrx', page: '/en/control/control-howto/getting-started/'},
    {kind: 'typo', query: 'authentcation', page: '/en/api/tessera/tessera-howto/auth/'},
    {kind: 'typo', query: 'locallization', page: '/en/api/tessera-viewer/tessera-viewer-howto/localization/'},
    {kind: 'typo', query: 'extenssion', page: '/en/api/tessera-viewer/tessera-viewer-api/classes/Extension/'},
    {kind: 'typo', query: 'element identifers', page: '/en/api/tessera/tessera-overview/element-ids/'},
    {kind: 'typo', query: 'clipng plnes', page: '/en/api/tessera-viewer/tessera-viewer-api/interfaces/ClippingPlane/'},
    {kind: 'typo', query: 'pikcer', page: '/en/api/tessera-viewer/tessera-viewer-api/classes/Picker/'},
    {kind: 'synonym', query: 'interference', page: '/en/control/control-guide/collision-matrix/'},
    {kind: 'synonym', query: 'interference check', page: '/en/space/space-guide/collisions/'},
    {kind: 'synonym', query: 'токен', page: '/en/tessera/tessera-guide/token-management/'},
    {kind: 'synonym', query: 'вьювер', page: '/en/api/tessera-viewer/tessera-viewer-api/functions/createViewer/'},
    {kind: 'synonym', query: 'расширение', page: '/en/api/tessera-viewer/tessera-viewer-api/classes/Extension/'},
    {kind: 'identifier', query: '$filter', page: '/en/api/tessera/tessera-reference/odata/'},
    {kind: 'identifier', query: 'tcl_', page: '/en/tessera/tessera-guide/roles-and-rights/'},
    {
      kind: 'identifier',
      query: 'Viewer.dispose',
      page: '/en/api/tessera-viewer/tessera-viewer-howto/custom-extension/',
    },
    {kind: 'identifier', query: 'IfcSlab', page: '/en/control/control-howto/getting-started/'},
    {kind: 'identifier', query: 'HTTP 403', page: '/en/api/tessera/tessera-howto/auth/'},
    {kind: 'identifier', query: '@odata.nextLink', page: '/en/api/tessera/tessera-howto/odata-value-export/'},
    {
      kind: 'identifier',
      query: 'MeasureExtension',
      page: '/en/api/tessera-viewer/tessera-viewer-api/classes/MeasureExtension/',
    },
    {kind: 'area', query: 'collision', area: 'control', page: '/en/control/control-guide/collision-matrix/'},
    {kind: 'area', query: 'token', area: 'api', page: '/en/api/tessera/tessera-howto/auth/'},
  ],
};

export const RELEVANCE_CASES: Readonly<Record<'ru' | 'en', readonly RelevanceCase[]>> = {
  ru: [...FORM_CASES.ru, ...TITLE_CASES.ru, ...FORGIVING_CASES.ru],
  en: [...FORM_CASES.en, ...TITLE_CASES.en, ...FORGIVING_CASES.en],
};
