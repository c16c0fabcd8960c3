/**
 * Questions an assistant asks the MCP `search` tool on a reader's behalf, in
 * both languages, and the page that must be among the first three pages it
 * returns. Unlike the site's own cases (src/features/search/searchRelevance.cases.ts,
 * what a reader types into the box), these are whole questions with their
 * function words, as assistants pass them on.
 */
import type {LocaleId} from '../../../site.config';

export interface QuestionCase {
  readonly question: string;
  readonly page: string;
  /** The search tool's section filter. */
  readonly section?: string;
}

export const QUESTION_CASES: Readonly<Record<LocaleId, readonly QuestionCase[]>> = {
  ru: [
    {question: 'Как настроить матрицу коллизий?', page: '/control/control-guide/collision-matrix/'},
    {question: 'Как импортировать модель IFC в Tessera?', page: '/tessera/tessera-guide/ifc-import/'},
    {question: 'Как установить плагин для Revit?', page: '/tessera/tessera-guide/revit-plugin-installation/'},
    {question: 'Как настроить авторизацию через Active Directory?', page: '/tessera/tessera-guide/ad-authorization/'},
    {question: 'Как подключить Power BI к данным Tessera?', page: '/tessera/tessera-guide/power-bi-connectors/'},
    {question: 'Что такое управление токенами доступа?', page: '/tessera/tessera-guide/token-management/'},
    {question: 'Как работать через прокси-сервер?', page: '/tessera/tessera-howto/proxy-server/'},
    {question: 'Как переопределить цену из каталога?', page: '/value/value-guide/price-override/'},
    {question: 'Как подготовить свой шаблон отчёта Excel?', page: '/value/value-guide/excel-report-template/'},
    {question: 'Как импортировать график работ?', page: '/site/site-guide/schedule-import/'},
    {question: 'Как проверить площади помещений?', page: '/space/space-howto/area-check/'},
    {
      question: 'Что сделать перед началом работы в Control?',
      page: '/control/control-howto/before-start/',
      section: 'control',
    },
    {question: 'Как выгрузить результаты анализа через OData?', page: '/value/value-guide/analysis-export/'},
    {question: 'Что такое деревья проверок?', page: '/control/control-guide/validation-trees/'},
    {question: 'ghjrcb-cthdth yfcnhjbnm', page: '/tessera/tessera-howto/proxy-server/'},
  ],
  en: [
    {question: 'How do I get an access token for the API?', page: '/en/api/tessera/tessera-howto/auth/'},
    {question: 'How to export Value results over OData?', page: '/en/api/tessera/tessera-howto/odata-value-export/'},
    {question: 'What is the geometry bucket?', page: '/en/api/tessera/tessera-overview/geometry-bucket/'},
    {question: 'How are element identifiers resolved?', page: '/en/api/tessera/tessera-overview/element-ids/'},
    {
      question: 'How do I import a price catalogue through the API?',
      page: '/en/api/tessera/tessera-howto/catalog-import-api/',
    },
    {question: 'How to localize the viewer?', page: '/en/api/tessera-viewer/tessera-viewer-howto/localization/'},
    {
      question: 'How do I write a custom viewer extension?',
      page: '/en/api/tessera-viewer/tessera-viewer-howto/custom-extension/',
    },
    {
      question: 'How are distances measured?',
      page: '/en/api/tessera-viewer/tessera-viewer-api/classes/MeasureExtension/',
      section: 'viewer',
    },
    {
      question: 'How do clipping planes work?',
      page: '/en/api/tessera-viewer/tessera-viewer-api/interfaces/ClippingPlane/',
    },
    {
      question: 'Which OData entity sets are there?',
      // The reference's OData index lists every entity set (the site search's case for "OData entity sets" agrees).
      page: '/en/api/tessera/tessera-reference/odata/',
    },
    {
      question: 'Which operation lists the models of a project?',
      page: '/en/api/tessera/tessera-reference/models/list-models/',
    },
    {question: 'What should I do before I start with Control?', page: '/en/control/control-howto/before-start/'},
    {
      question: 'How do I draw points and lines in the viewer?',
      page: '/en/api/tessera-viewer/tessera-viewer-howto/points-api/',
    },
    {question: 'autentication tokan', page: '/en/api/tessera/tessera-howto/auth/'},
  ],
};
