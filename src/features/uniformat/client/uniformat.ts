/**
 * UniFormat II (ASTM E1557), levels 1–3, with the curated Russian names that
 * Tessera classification trees and Tessera Value catalogue mappings use.
 *
 * Each entry also keeps a literal machine translation of the English name, so
 * the comparison page can show where word-for-word translation misleads an
 * estimator. `note` says why the curated name differs; it is present exactly
 * when `machine` and `ru` differ. To correct a name, edit the entry here: the
 * table on the Uniformat pages is rendered from this file.
 */

export type UniformatLevel = 1 | 2 | 3;

export interface UniformatEntry {
  /** `A`, `A10`, `A1010`: letter, then two digits per level below the first. */
  readonly code: string;
  readonly level: UniformatLevel;
  /** Code of the enclosing element; null for level-1 groups. */
  readonly parent: string | null;
  /** Official English name from ASTM E1557. */
  readonly en: string;
  /** Curated Russian name, as Russian BIM engineers and estimators say it. */
  readonly ru: string;
  /** Literal machine translation of `en`, shown for comparison only. */
  readonly machine: string;
  /** One Russian sentence: why `ru` differs from `machine`. */
  readonly note?: string;
}

export const uniformat: readonly UniformatEntry[] = [
  // A — Substructure
  {
    code: 'A',
    level: 1,
    parent: null,
    en: 'Substructure',
    ru: 'Подземная часть здания',
    machine: 'Подструктура',
    note: 'Substructure — это всё, что ниже отметки первого этажа: фундаменты и подвал, а «подструктура» по-русски означает составную часть чего-либо.',
  },
  {
    code: 'A10',
    level: 2,
    parent: 'A',
    en: 'Foundations',
    ru: 'Фундаменты',
    machine: 'Фонды',
    note: 'Переводчик без контекста выбирает финансовое значение слова foundations — «фонды», хотя речь о фундаментах.',
  },
  {
    code: 'A1010',
    level: 3,
    parent: 'A10',
    en: 'Standard Foundations',
    ru: 'Фундаменты мелкого заложения',
    machine: 'Стандартные фонды',
    note: 'Standard здесь значит «обычные»: ленточные и столбчатые фундаменты под стены и колонны, а не фундаменты «по стандарту».',
  },
  {
    code: 'A1020',
    level: 3,
    parent: 'A10',
    en: 'Special Foundations',
    ru: 'Свайные и специальные фундаменты',
    machine: 'Специальные фонды',
    note: 'Foundations — это фундаменты, а не фонды, а слово «свайные» добавлено, потому что сваи составляют основную часть элемента.',
  },
  {
    code: 'A1030',
    level: 3,
    parent: 'A10',
    en: 'Slab on Grade',
    ru: 'Плиты по грунту',
    machine: 'Плита на уровне',
    note: 'On grade означает «уложенная на подготовленное основание», а не «на уровне»: это полы и плиты по грунту.',
  },
  {
    code: 'A20',
    level: 2,
    parent: 'A',
    en: 'Basement Construction',
    ru: 'Конструкции подвала',
    machine: 'Строительство подвала',
    note: 'В классификации элементов construction обозначает конструкции, а не процесс строительства.',
  },
  {
    code: 'A2010',
    level: 3,
    parent: 'A20',
    en: 'Basement Excavation',
    ru: 'Котлован под подвал',
    machine: 'Раскопки подвала',
    note: '«Раскопки» — археологический термин; элемент включает разработку котлована, обратную засыпку и крепление стенок.',
  },
  {
    code: 'A2020',
    level: 3,
    parent: 'A20',
    en: 'Basement Walls',
    ru: 'Стены подвала',
    machine: 'Стены подвала',
  },

  // B — Shell
  {
    code: 'B',
    level: 1,
    parent: null,
    en: 'Shell',
    ru: 'Несущие и ограждающие конструкции',
    machine: 'Оболочка',
    note: 'Группа Shell объединяет надземный каркас, наружные стены и кровлю, а «оболочка» в строительстве — это тонкостенная пространственная конструкция.',
  },
  {
    code: 'B10',
    level: 2,
    parent: 'B',
    en: 'Superstructure',
    ru: 'Надземный несущий каркас',
    machine: 'Надстройка',
    note: '«Надстройкой» по-русски называют этажи, добавленные поверх существующего здания, а superstructure — это перекрытия и покрытие надземной части.',
  },
  {
    code: 'B1010',
    level: 3,
    parent: 'B10',
    en: 'Floor Construction',
    ru: 'Перекрытия',
    machine: 'Строительство пола',
    note: 'Элемент описывает несущие перекрытия с балками и колоннами, а не устройство пола; покрытия полов относятся к C3020.',
  },
  {
    code: 'B1020',
    level: 3,
    parent: 'B10',
    en: 'Roof Construction',
    ru: 'Несущие конструкции покрытия',
    machine: 'Строительство крыши',
    note: 'Здесь учитываются несущие конструкции покрытия, а кровельный пирог вынесен в B3010.',
  },
  {
    code: 'B20',
    level: 2,
    parent: 'B',
    en: 'Exterior Enclosure',
    ru: 'Наружные ограждающие конструкции',
    machine: 'Внешний корпус',
    note: 'Enclosure — это ограждающие конструкции: стены, окна и двери фасада, а не корпус.',
  },
  {
    code: 'B2010',
    level: 3,
    parent: 'B20',
    en: 'Exterior Walls',
    ru: 'Наружные стены',
    machine: 'Наружные стены',
  },
  {
    code: 'B2020',
    level: 3,
    parent: 'B20',
    en: 'Exterior Windows',
    ru: 'Наружные окна',
    machine: 'Внешние окна',
    note: 'В проектной и сметной документации принято слово «наружные», и по нему ищут позиции в каталогах.',
  },
  {
    code: 'B2030',
    level: 3,
    parent: 'B20',
    en: 'Exterior Doors',
    ru: 'Наружные двери',
    machine: 'Внешние двери',
    note: 'Как и для окон, устоявшийся термин — «наружные двери», включая ворота и входные группы.',
  },
  {
    code: 'B30',
    level: 2,
    parent: 'B',
    en: 'Roofing',
    ru: 'Кровля',
    machine: 'Кровля',
  },
  {
    code: 'B3010',
    level: 3,
    parent: 'B30',
    en: 'Roof Coverings',
    ru: 'Кровельные покрытия',
    machine: 'Покрытия крыши',
    note: '«Покрытием» в строительстве называют и несущую конструкцию крыши, поэтому для гидроизоляционных слоёв нужно слово «кровельные».',
  },
  {
    code: 'B3020',
    level: 3,
    parent: 'B30',
    en: 'Roof Openings',
    ru: 'Зенитные фонари и люки в кровле',
    machine: 'Отверстия в крыше',
    note: 'В элементе учитываются не отверстия, а изделия в них: зенитные фонари, люки выхода на кровлю и дымовые люки.',
  },

  // C — Interiors
  {
    code: 'C',
    level: 1,
    parent: null,
    en: 'Interiors',
    ru: 'Внутренние конструкции и отделка',
    machine: 'Интерьеры',
    note: '«Интерьер» по-русски ассоциируется с дизайном, а группа охватывает перегородки, внутренние двери, лестницы и отделку.',
  },
  {
    code: 'C10',
    level: 2,
    parent: 'C',
    en: 'Interior Construction',
    ru: 'Внутренние конструкции',
    machine: 'Внутреннее строительство',
    note: 'Construction здесь — конструкции (перегородки, двери, встроенное оснащение), а не вид строительства.',
  },
  {
    code: 'C1010',
    level: 3,
    parent: 'C10',
    en: 'Partitions',
    ru: 'Перегородки',
    machine: 'Перегородки',
  },
  {
    code: 'C1020',
    level: 3,
    parent: 'C10',
    en: 'Interior Doors',
    ru: 'Внутренние двери',
    machine: 'Межкомнатные двери',
    note: '«Межкомнатные двери» — бытовой термин, а элемент включает все внутренние двери, в том числе противопожарные и технические.',
  },
  {
    code: 'C1030',
    level: 3,
    parent: 'C10',
    en: 'Fittings',
    ru: 'Встроенное оснащение помещений',
    machine: 'Фитинги',
    note: 'Fittings здесь — не соединительные детали трубопроводов, а указатели, шкафчики, кабины санузлов, поручни и другое встроенное оснащение.',
  },
  {
    code: 'C20',
    level: 2,
    parent: 'C',
    en: 'Stairs',
    ru: 'Лестницы',
    machine: 'Лестницы',
  },
  {
    code: 'C2010',
    level: 3,
    parent: 'C20',
    en: 'Stair Construction',
    ru: 'Конструкции лестниц',
    machine: 'Строительство лестниц',
    note: 'Речь о марше, площадках и ограждениях как конструкциях, а не о процессе возведения лестницы.',
  },
  {
    code: 'C2020',
    level: 3,
    parent: 'C20',
    en: 'Stair Finishes',
    ru: 'Отделка лестниц',
    machine: 'Отделка лестниц',
  },
  {
    code: 'C30',
    level: 2,
    parent: 'C',
    en: 'Interior Finishes',
    ru: 'Внутренняя отделка',
    machine: 'Внутренняя отделка',
  },
  {
    code: 'C3010',
    level: 3,
    parent: 'C30',
    en: 'Wall Finishes',
    ru: 'Отделка стен',
    machine: 'Отделка стен',
  },
  {
    code: 'C3020',
    level: 3,
    parent: 'C30',
    en: 'Floor Finishes',
    ru: 'Покрытия полов',
    machine: 'Покрытия полов',
  },
  {
    code: 'C3030',
    level: 3,
    parent: 'C30',
    en: 'Ceiling Finishes',
    ru: 'Отделка потолков',
    machine: 'Отделка потолков',
  },

  // D — Services
  {
    code: 'D',
    level: 1,
    parent: null,
    en: 'Services',
    ru: 'Инженерные системы',
    machine: 'Услуги',
    note: 'Building services — это инженерное оборудование здания, а не услуги.',
  },
  {
    code: 'D10',
    level: 2,
    parent: 'D',
    en: 'Conveying',
    ru: 'Вертикальный транспорт',
    machine: 'Передача',
    note: 'Conveying обозначает лифты, эскалаторы и другие транспортные системы здания, а «передача» по-русски о них ничего не говорит.',
  },
  {
    code: 'D1010',
    level: 3,
    parent: 'D10',
    en: 'Elevators and Lifts',
    ru: 'Лифты и подъёмники',
    machine: 'Лифты и лифты',
    note: 'Оба английских слова переводчик передаёт как «лифты», хотя lifts здесь — подъёмные платформы, в том числе для маломобильных групп.',
  },
  {
    code: 'D1020',
    level: 3,
    parent: 'D10',
    en: 'Escalators and Moving Walks',
    ru: 'Эскалаторы и движущиеся пешеходные дорожки',
    machine: 'Эскалаторы и движущиеся прогулки',
    note: 'Moving walk — это траволатор, то есть движущаяся пешеходная дорожка, а не прогулка.',
  },
  {
    code: 'D1090',
    level: 3,
    parent: 'D10',
    en: 'Other Conveying Systems',
    ru: 'Прочие подъёмно-транспортные системы',
    machine: 'Другие системы передачи',
    note: 'Сюда относятся малые грузовые подъёмники, краны, конвейеры, пневмопочта и мусоропроводы, то есть подъёмно-транспортное оборудование здания.',
  },
  {
    code: 'D20',
    level: 2,
    parent: 'D',
    en: 'Plumbing',
    ru: 'Водопровод и канализация',
    machine: 'Сантехника',
    note: '«Сантехникой» в быту называют приборы, а группа охватывает все внутренние системы водопровода и канализации.',
  },
  {
    code: 'D2010',
    level: 3,
    parent: 'D20',
    en: 'Plumbing Fixtures',
    ru: 'Санитарно-технические приборы',
    machine: 'Сантехнические светильники',
    note: 'Слово fixtures переводчик часто берёт из сочетания light fixtures, а здесь это санитарно-технические приборы: унитазы, умывальники, мойки.',
  },
  {
    code: 'D2020',
    level: 3,
    parent: 'D20',
    en: 'Domestic Water Distribution',
    ru: 'Внутренний водопровод (холодная и горячая вода)',
    machine: 'Распределение бытовой воды',
    note: 'Domestic water — хозяйственно-питьевая вода, а элемент описывает внутренние сети холодного и горячего водоснабжения.',
  },
  {
    code: 'D2030',
    level: 3,
    parent: 'D20',
    en: 'Sanitary Waste',
    ru: 'Бытовая канализация',
    machine: 'Санитарные отходы',
    note: 'Речь о системе отвода сточных вод, а не об отходах.',
  },
  {
    code: 'D2040',
    level: 3,
    parent: 'D20',
    en: 'Rain Water Drainage',
    ru: 'Внутренние водостоки',
    machine: 'Дренаж дождевой воды',
    note: '«Дренаж» по-русски — отвод грунтовых вод, а элемент описывает внутренние водостоки с кровли.',
  },
  {
    code: 'D2090',
    level: 3,
    parent: 'D20',
    en: 'Other Plumbing Systems',
    ru: 'Прочие системы водопровода и канализации',
    machine: 'Другие сантехнические системы',
    note: 'Название повторяет формулировку группы D20; сюда входят, например, системы специальных газов и кислотостойкая канализация.',
  },
  {
    code: 'D30',
    level: 2,
    parent: 'D',
    en: 'HVAC',
    ru: 'Отопление, вентиляция и кондиционирование (ОВиК)',
    machine: 'ОВКВ',
    note: 'В российской проектной документации принято сокращение ОВиК, а голую аббревиатуру без расшифровки плохо находит поиск.',
  },
  {
    code: 'D3010',
    level: 3,
    parent: 'D30',
    en: 'Energy Supply',
    ru: 'Снабжение энергоносителями',
    machine: 'Энергоснабжение',
    note: '«Энергоснабжение» читается как электроснабжение (это D5010), а здесь учитывается подача топлива, пара и теплоносителя для систем ОВиК.',
  },
  {
    code: 'D3020',
    level: 3,
    parent: 'D30',
    en: 'Heat Generating Systems',
    ru: 'Теплогенерирующее оборудование',
    machine: 'Системы генерации тепла',
    note: '«Генерация тепла» — калька; котлы, теплогенераторы и тепловые насосы по-русски называют теплогенерирующим оборудованием.',
  },
  {
    code: 'D3030',
    level: 3,
    parent: 'D30',
    en: 'Cooling Generating Systems',
    ru: 'Источники холодоснабжения',
    machine: 'Системы генерации охлаждения',
    note: 'Это холодильные машины, чиллеры и градирни, которые в российской практике называют источниками холодоснабжения.',
  },
  {
    code: 'D3040',
    level: 3,
    parent: 'D30',
    en: 'Distribution Systems',
    ru: 'Системы распределения (воздуховоды и трубопроводы ОВиК)',
    machine: 'Системы распределения',
    note: 'Без уточнения неясно, что распределяется; здесь это воздуховоды и трубопроводы систем ОВиК.',
  },
  {
    code: 'D3050',
    level: 3,
    parent: 'D30',
    en: 'Terminal and Package Units',
    ru: 'Оконечные устройства и моноблочные агрегаты',
    machine: 'Терминальные и пакетные блоки',
    note: 'Terminal units — фанкойлы, конвекторы и воздухораспределители, package units — моноблочные кондиционеры, а не «терминалы» и «пакеты».',
  },
  {
    code: 'D3060',
    level: 3,
    parent: 'D30',
    en: 'Controls and Instrumentation',
    ru: 'Автоматизация и КИП систем ОВиК',
    machine: 'Элементы управления и приборы',
    note: 'В российских проектах это раздел автоматизации и контрольно-измерительных приборов, сокращённо КИПиА.',
  },
  {
    code: 'D3070',
    level: 3,
    parent: 'D30',
    en: 'Systems Testing and Balancing',
    ru: 'Испытания и наладка систем ОВиК',
    machine: 'Тестирование и балансировка систем',
    note: '«Балансировкой» по-русски называют уравновешивание вращающихся деталей, а регулировку расходов воздуха и воды — наладкой.',
  },
  {
    code: 'D3090',
    level: 3,
    parent: 'D30',
    en: 'Other HVAC Systems and Equipment',
    ru: 'Прочие системы и оборудование ОВиК',
    machine: 'Другие системы и оборудование ОВКВ',
    note: 'Сокращение приведено к принятому ОВиК, а для остаточных групп в сметах используют слово «прочие».',
  },
  {
    code: 'D40',
    level: 2,
    parent: 'D',
    en: 'Fire Protection',
    ru: 'Системы противопожарной защиты',
    machine: 'Противопожарная защита',
    note: 'Противопожарная защита в целом включает и огнестойкость конструкций, а группа D40 охватывает только инженерные системы.',
  },
  {
    code: 'D4010',
    level: 3,
    parent: 'D40',
    en: 'Sprinklers',
    ru: 'Спринклерное пожаротушение',
    machine: 'Разбрызгиватели',
    note: '«Разбрызгиватель» — садовый прибор для полива, а здесь имеется в виду спринклерная система пожаротушения.',
  },
  {
    code: 'D4020',
    level: 3,
    parent: 'D40',
    en: 'Standpipes',
    ru: 'Внутренний противопожарный водопровод (стояки и сухотрубы)',
    machine: 'Стояки',
    note: 'Standpipe — стояк внутреннего противопожарного водопровода, в том числе незаполненный сухотруб, а не любой стояк канализации или отопления.',
  },
  {
    code: 'D4030',
    level: 3,
    parent: 'D40',
    en: 'Fire Protection Specialties',
    ru: 'Огнетушители и пожарные шкафы',
    machine: 'Специальности противопожарной защиты',
    note: 'Specialties в американских спецификациях — готовые изделия, здесь огнетушители и пожарные шкафы, а не профессии.',
  },
  {
    code: 'D4090',
    level: 3,
    parent: 'D40',
    en: 'Other Fire Protection Systems',
    ru: 'Прочие системы пожаротушения (газовые, порошковые, пенные)',
    machine: 'Другие системы противопожарной защиты',
    note: 'Сюда относятся установки газового, порошкового и пенного пожаротушения, и их перечень помогает найти элемент.',
  },
  {
    code: 'D50',
    level: 2,
    parent: 'D',
    en: 'Electrical',
    ru: 'Электротехнические системы',
    machine: 'Электрические',
    note: 'Английское прилагательное стоит без существительного, и дословный перевод оставляет название незаконченным.',
  },
  {
    code: 'D5010',
    level: 3,
    parent: 'D50',
    en: 'Electrical Service and Distribution',
    ru: 'Электроснабжение: ввод и распределение',
    machine: 'Электрическое обслуживание и распределение',
    note: 'Service здесь — ввод электроснабжения в здание с вводно-распределительными устройствами, а не обслуживание.',
  },
  {
    code: 'D5020',
    level: 3,
    parent: 'D50',
    en: 'Lighting and Branch Wiring',
    ru: 'Электроосвещение и групповые сети',
    machine: 'Освещение и ответвлённая проводка',
    note: 'Branch wiring — групповые сети к светильникам и розеткам, в российских проектах именно так и называются.',
  },
  {
    code: 'D5030',
    level: 3,
    parent: 'D50',
    en: 'Communications and Security',
    ru: 'Слаботочные системы: связь и безопасность',
    machine: 'Связь и безопасность',
    note: 'В российской практике эти системы — СКС, пожарная сигнализация, видеонаблюдение и контроль доступа — объединяют под названием «слаботочные».',
  },
  {
    code: 'D5090',
    level: 3,
    parent: 'D50',
    en: 'Other Electrical Systems',
    ru: 'Прочие электротехнические системы',
    machine: 'Другие электрические системы',
    note: 'Сюда относятся резервные источники питания, молниезащита и заземление, которые в сметах собирают в группу «прочие».',
  },

  // E — Equipment and Furnishings
  {
    code: 'E',
    level: 1,
    parent: null,
    en: 'Equipment and Furnishings',
    ru: 'Оборудование и мебель',
    machine: 'Оборудование и мебель',
  },
  {
    code: 'E10',
    level: 2,
    parent: 'E',
    en: 'Equipment',
    ru: 'Оборудование',
    machine: 'Оборудование',
  },
  {
    code: 'E1010',
    level: 3,
    parent: 'E10',
    en: 'Commercial Equipment',
    ru: 'Торговое и банковское оборудование',
    machine: 'Коммерческое оборудование',
    note: '«Коммерческое оборудование» ничего не говорит сметчику, а элемент включает торговое, банковское, прачечное оборудование и торговые автоматы.',
  },
  {
    code: 'E1020',
    level: 3,
    parent: 'E10',
    en: 'Institutional Equipment',
    ru: 'Оборудование учреждений (медицинское, учебное, библиотечное)',
    machine: 'Институциональное оборудование',
    note: '«Институциональное» — калька; речь об оборудовании больниц, школ, библиотек, театров и культовых зданий.',
  },
  {
    code: 'E1030',
    level: 3,
    parent: 'E10',
    en: 'Vehicular Equipment',
    ru: 'Оборудование для автотранспорта',
    machine: 'Автомобильное оборудование',
    note: 'Это не оборудование автомобилей, а оборудование здания для них: шлагбаумы, системы паркинга, уравнительные платформы доков.',
  },
  {
    code: 'E1090',
    level: 3,
    parent: 'E10',
    en: 'Other Equipment',
    ru: 'Прочее оборудование',
    machine: 'Другое оборудование',
    note: 'В остаточную группу входят кухонное оборудование, оборудование для обслуживания здания и обращения с отходами, поэтому в сметах её называют «прочее».',
  },
  {
    code: 'E20',
    level: 2,
    parent: 'E',
    en: 'Furnishings',
    ru: 'Мебель и предметы обстановки',
    machine: 'Мебель',
    note: 'Кроме мебели группа включает жалюзи, шторы, ковры и встроенные шкафы, поэтому одного слова «мебель» недостаточно.',
  },
  {
    code: 'E2010',
    level: 3,
    parent: 'E20',
    en: 'Fixed Furnishings',
    ru: 'Встроенная мебель и оснащение',
    machine: 'Фиксированная мебель',
    note: 'Fixed значит «встроенная, стационарная»: встроенные шкафы, солнцезащитные устройства на окнах, кресла зрительных залов.',
  },
  {
    code: 'E2020',
    level: 3,
    parent: 'E20',
    en: 'Movable Furnishings',
    ru: 'Свободностоящая мебель и предметы обстановки',
    machine: 'Подвижная мебель',
    note: '«Подвижная» звучит как мебель с механизмом, а имеется в виду вся свободностоящая мебель, не закреплённая на конструкциях.',
  },

  // F — Special Construction and Demolition
  {
    code: 'F',
    level: 1,
    parent: null,
    en: 'Special Construction and Demolition',
    ru: 'Специальные сооружения и демонтаж',
    machine: 'Специальное строительство и снос',
    note: 'В классификации элементов это специальные сооружения и системы, а также частичный демонтаж внутри здания, а не снос зданий.',
  },
  {
    code: 'F10',
    level: 2,
    parent: 'F',
    en: 'Special Construction',
    ru: 'Специальные сооружения и системы',
    machine: 'Специальное строительство',
    note: 'Construction здесь — сооружения и конструкции, а не отрасль строительства.',
  },
  {
    code: 'F1010',
    level: 3,
    parent: 'F10',
    en: 'Special Structures',
    ru: 'Специальные сооружения',
    machine: 'Специальные структуры',
    note: 'Structure в строительном смысле — сооружение или конструкция, например пневматическое покрытие или мачта, а «структура» — калька.',
  },
  {
    code: 'F1020',
    level: 3,
    parent: 'F10',
    en: 'Integrated Construction',
    ru: 'Комплектные встроенные помещения',
    machine: 'Интегрированное строительство',
    note: 'Элемент описывает поставляемые комплектно чистые помещения, звукоизолированные кабины и холодильные камеры, а не метод строительства.',
  },
  {
    code: 'F1030',
    level: 3,
    parent: 'F10',
    en: 'Special Construction Systems',
    ru: 'Специальные защитные конструкции',
    machine: 'Специальные строительные системы',
    note: 'Сюда относятся радиационная защита, виброизоляция, сейсмозащита и хранилища, то есть конструкции специальной защиты.',
  },
  {
    code: 'F1040',
    level: 3,
    parent: 'F10',
    en: 'Special Facilities',
    ru: 'Специальные установки (бассейны, катки, резервуары)',
    machine: 'Специальные объекты',
    note: '«Объектом» по-русски называют всю стройку целиком, а здесь учитываются бассейны, катки и резервуары внутри проекта.',
  },
  {
    code: 'F1050',
    level: 3,
    parent: 'F10',
    en: 'Special Controls and Instrumentation',
    ru: 'Специальные системы автоматизации и КИП',
    machine: 'Специальные элементы управления и приборы',
    note: 'Как и в D3060, это системы автоматизации и контрольно-измерительные приборы, только для специальных сооружений.',
  },
  {
    code: 'F20',
    level: 2,
    parent: 'F',
    en: 'Selective Building Demolition',
    ru: 'Частичный демонтаж конструкций здания',
    machine: 'Выборочный снос зданий',
    note: '«Выборочный снос зданий» читается как снос некоторых зданий, а selective demolition — разборка отдельных конструкций при реконструкции.',
  },
  {
    code: 'F2010',
    level: 3,
    parent: 'F20',
    en: 'Building Elements Demolition',
    ru: 'Демонтаж конструкций здания',
    machine: 'Снос элементов здания',
    note: 'Сносят здания целиком, а отдельные конструкции демонтируют.',
  },
  {
    code: 'F2020',
    level: 3,
    parent: 'F20',
    en: 'Hazardous Components Abatement',
    ru: 'Удаление опасных материалов (асбест, свинец)',
    machine: 'Снижение опасных компонентов',
    note: 'Abatement здесь — удаление и обезвреживание асбеста, свинцовых красок и других опасных материалов, а не «снижение».',
  },

  // G — Building Sitework
  {
    code: 'G',
    level: 1,
    parent: null,
    en: 'Building Sitework',
    ru: 'Благоустройство и наружные сети',
    machine: 'Строительные работы на объекте',
    note: 'Группа охватывает подготовку территории, благоустройство и наружные инженерные сети — так эти работы называются в российских проектах.',
  },
  {
    code: 'G10',
    level: 2,
    parent: 'G',
    en: 'Site Preparation',
    ru: 'Подготовка площадки',
    machine: 'Подготовка площадки',
  },
  {
    code: 'G1010',
    level: 3,
    parent: 'G10',
    en: 'Site Clearing',
    ru: 'Расчистка территории',
    machine: 'Очистка сайта',
    note: 'Site в строительстве — площадка или участок, а не веб-сайт; clearing — расчистка от растительности и мусора.',
  },
  {
    code: 'G1020',
    level: 3,
    parent: 'G10',
    en: 'Site Demolition and Relocations',
    ru: 'Снос строений и перенос сетей на участке',
    machine: 'Снос и перемещение сайта',
    note: 'Переносят не участок, а существующие сети и сооружения, попадающие в пятно застройки.',
  },
  {
    code: 'G1030',
    level: 3,
    parent: 'G10',
    en: 'Site Earthwork',
    ru: 'Земляные работы и вертикальная планировка',
    machine: 'Земляные работы на сайте',
    note: 'Кроме ошибки со словом site, переводу недостаёт вертикальной планировки, которая составляет основной объём этого элемента.',
  },
  {
    code: 'G1040',
    level: 3,
    parent: 'G10',
    en: 'Hazardous Waste Remediation',
    ru: 'Рекультивация загрязнённых грунтов',
    machine: 'Восстановление опасных отходов',
    note: 'Remediation — очистка территории от загрязнения, а «восстановление отходов» означает почти противоположное.',
  },
  {
    code: 'G20',
    level: 2,
    parent: 'G',
    en: 'Site Improvements',
    ru: 'Благоустройство территории',
    machine: 'Улучшения сайта',
    note: 'Site improvements — устоявшийся термин для благоустройства: дороги, площадки, ограждения и озеленение.',
  },
  {
    code: 'G2010',
    level: 3,
    parent: 'G20',
    en: 'Roadways',
    ru: 'Проезды и дороги',
    machine: 'Проезжая часть',
    note: 'Элемент включает проезды целиком с бордюрами, разметкой и водоотводом, а не только проезжую часть.',
  },
  {
    code: 'G2020',
    level: 3,
    parent: 'G20',
    en: 'Parking Lots',
    ru: 'Открытые автостоянки',
    machine: 'Парковки',
    note: 'Parking lot — открытая площадка, а многоуровневые паркинги учитываются как здания.',
  },
  {
    code: 'G2030',
    level: 3,
    parent: 'G20',
    en: 'Pedestrian Paving',
    ru: 'Пешеходные дорожки и тротуары',
    machine: 'Пешеходное мощение',
    note: 'Paving — любое покрытие, не только мощение, а элементами являются тротуары, дорожки и площадки.',
  },
  {
    code: 'G2040',
    level: 3,
    parent: 'G20',
    en: 'Site Development',
    ru: 'Обустройство участка (ограждения, МАФ, подпорные стены)',
    machine: 'Развитие сайта',
    note: 'Здесь учитываются ограждения, малые архитектурные формы, подпорные стены и навесы, а «развитие сайта» вводит в заблуждение дважды.',
  },
  {
    code: 'G2050',
    level: 3,
    parent: 'G20',
    en: 'Landscaping',
    ru: 'Озеленение',
    machine: 'Ландшафтный дизайн',
    note: 'В смете это работы и материалы — газоны, посадки и полив, — а не услуга по проектированию.',
  },
  {
    code: 'G30',
    level: 2,
    parent: 'G',
    en: 'Site Civil/Mechanical Utilities',
    ru: 'Наружные трубопроводные инженерные сети',
    machine: 'Гражданские/механические коммуникации площадки',
    note: 'Civil/mechanical в американской практике обозначает трубопроводные сети, а «гражданские» и «механические» по-русски здесь не подходят.',
  },
  {
    code: 'G3010',
    level: 3,
    parent: 'G30',
    en: 'Water Supply',
    ru: 'Наружные сети водоснабжения',
    machine: 'Водоснабжение',
    note: 'Без слова «наружные» элемент легко спутать с внутренним водопроводом D2020.',
  },
  {
    code: 'G3020',
    level: 3,
    parent: 'G30',
    en: 'Sanitary Sewer',
    ru: 'Наружная бытовая канализация',
    machine: 'Канализация',
    note: 'Sanitary — бытовая канализация в отличие от дождевой, и это наружная сеть, а не система в здании.',
  },
  {
    code: 'G3030',
    level: 3,
    parent: 'G30',
    en: 'Storm Sewer',
    ru: 'Наружная дождевая канализация',
    machine: 'Ливневая канализация',
    note: 'В нормативных документах принят термин «дождевая канализация», а уточнение «наружная» отличает её от водостоков D2040.',
  },
  {
    code: 'G3040',
    level: 3,
    parent: 'G30',
    en: 'Heating Distribution',
    ru: 'Наружные тепловые сети',
    machine: 'Распределение тепла',
    note: 'Элемент описывает трубопроводы тепловых сетей на участке, а не процесс распределения тепла.',
  },
  {
    code: 'G3050',
    level: 3,
    parent: 'G30',
    en: 'Cooling Distribution',
    ru: 'Наружные сети холодоснабжения',
    machine: 'Распределение охлаждения',
    note: 'Имеются в виду трубопроводы холодоносителя между зданиями и холодильной станцией.',
  },
  {
    code: 'G3060',
    level: 3,
    parent: 'G30',
    en: 'Fuel Distribution',
    ru: 'Наружные сети газо- и топливоснабжения',
    machine: 'Распределение топлива',
    note: 'Чаще всего в этот элемент попадает наружный газопровод, поэтому газ назван явно.',
  },
  {
    code: 'G3090',
    level: 3,
    parent: 'G30',
    en: 'Other Site Mechanical Utilities',
    ru: 'Прочие наружные трубопроводные сети',
    machine: 'Другие механические коммуникации площадки',
    note: 'Mechanical utilities — трубопроводные сети, а не механизмы.',
  },
  {
    code: 'G40',
    level: 2,
    parent: 'G',
    en: 'Site Electrical Utilities',
    ru: 'Наружные электрические сети',
    machine: 'Электрические коммуникации сайта',
    note: 'Site — участок, а не веб-сайт, и сети на нём по-русски называются наружными.',
  },
  {
    code: 'G4010',
    level: 3,
    parent: 'G40',
    en: 'Electrical Distribution',
    ru: 'Наружные сети электроснабжения',
    machine: 'Распределение электроэнергии',
    note: 'Элемент описывает кабельные линии и трансформаторные подстанции на участке, а не распределение энергии вообще.',
  },
  {
    code: 'G4020',
    level: 3,
    parent: 'G40',
    en: 'Site Lighting',
    ru: 'Наружное освещение',
    machine: 'Освещение сайта',
    note: 'Освещают территорию, а не веб-сайт: опоры, светильники и их сети.',
  },
  {
    code: 'G4030',
    level: 3,
    parent: 'G40',
    en: 'Site Communications and Security',
    ru: 'Наружные сети связи и системы безопасности',
    machine: 'Связь и безопасность сайта',
    note: '«Безопасность сайта» звучит как защита веб-ресурса, а речь о наружных сетях связи, видеонаблюдении и охране периметра.',
  },
  {
    code: 'G4090',
    level: 3,
    parent: 'G40',
    en: 'Other Site Electrical Utilities',
    ru: 'Прочие наружные электрические сети',
    machine: 'Другие электрические коммуникации сайта',
    note: 'Сюда относятся, например, катодная защита трубопроводов и наружные сети аварийного электроснабжения.',
  },
  {
    code: 'G90',
    level: 2,
    parent: 'G',
    en: 'Other Site Construction',
    ru: 'Прочие наружные сооружения',
    machine: 'Другое строительство на площадке',
    note: 'Construction здесь — сооружения на участке, а не строительство как процесс.',
  },
  {
    code: 'G9010',
    level: 3,
    parent: 'G90',
    en: 'Service and Pedestrian Tunnels',
    ru: 'Коммуникационные и пешеходные тоннели',
    machine: 'Служебные и пешеходные туннели',
    note: 'Service tunnel — коммуникационный тоннель (коллектор) для инженерных сетей, а в строительной документации пишут «тоннель».',
  },
  {
    code: 'G9090',
    level: 3,
    parent: 'G90',
    en: 'Other Site Systems',
    ru: 'Прочие наружные системы',
    machine: 'Другие системы сайта',
    note: 'Site — территория вокруг здания, поэтому системы на ней называются наружными.',
  },
];

/** Filter settings of the Uniformat table; `level: 'all'` keeps every level. */
export interface UniformatFilter {
  readonly query?: string;
  readonly level?: UniformatLevel | 'all';
  /** Also search the machine translation (the comparison page shows it). */
  readonly includeMachine?: boolean;
}

/** Lower case, ё read as е, runs of spaces and punctuation collapsed. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Cyrillic letters that look like Latin code letters and slip into typed codes. */
const codeLookalikes: Readonly<Record<string, string>> = {а: 'a', в: 'b', с: 'c', е: 'e'};

/**
 * The query as a code prefix (`b20`, `В2010` typed in Cyrillic), upper case,
 * or null when it is not shaped like a UniFormat code.
 */
export function asCodePrefix(query: string): string | null {
  const compact = query.trim().toLowerCase().replace(/\s+/g, '');
  if (!/^[a-gавсе]\d{0,4}$/.test(compact)) return null;
  const first = compact.charAt(0);
  return ((codeLookalikes[first] ?? first) + compact.slice(1)).toUpperCase();
}

/** Russian case and number endings, longest first; the stem keeps at least three letters. */
const russianEndings = [
  'ями',
  'ами',
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'ой',
  'ей',
  'ий',
  'ый',
  'ая',
  'яя',
  'ое',
  'ее',
  'ие',
  'ые',
  'ам',
  'ям',
  'ах',
  'ях',
  'ом',
  'ем',
  'ов',
  'ев',
  'ую',
  'юю',
  'их',
  'ых',
  'а',
  'я',
  'ы',
  'и',
  'е',
  'о',
  'у',
  'ю',
  'ь',
  'й',
];

/** Strip one inflectional ending so «окно», «окна» and «окнами» all find «Наружные окна». */
function stem(word: string): string {
  if (/^[a-z]+$/.test(word)) {
    return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  }
  for (const ending of russianEndings) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/**
 * Entries matching the filter, in classification order. A code-shaped query
 * matches by code prefix; any other query matches when every word of it
 * (ending ignored) occurs in the Russian or English name.
 */
export function filterUniformat(
  entries: readonly UniformatEntry[],
  {query = '', level = 'all', includeMachine = false}: UniformatFilter = {},
): UniformatEntry[] {
  const byLevel = level === 'all' ? [...entries] : entries.filter((entry) => entry.level === level);
  const prefix = asCodePrefix(query);
  if (prefix !== null) {
    return byLevel.filter((entry) => entry.code.startsWith(prefix));
  }
  const words = normalizeText(query).split(' ').filter(Boolean).map(stem);
  if (words.length === 0) return byLevel;
  return byLevel.filter((entry) => {
    const haystack = normalizeText([entry.code, entry.ru, entry.en, includeMachine ? entry.machine : ''].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** Direct children of `code`, in classification order. */
export function childrenOf(code: string, entries: readonly UniformatEntry[] = uniformat): UniformatEntry[] {
  return entries.filter((entry) => entry.parent === code);
}

/** True when the curated name is not the literal machine translation. */
export function differsFromMachine(entry: UniformatEntry): boolean {
  return normalizeText(entry.machine) !== normalizeText(entry.ru);
}
