import {useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {
  differsFromMachine,
  filterUniformat,
  uniformat,
  type UniformatEntry,
  type UniformatLevel,
} from '@site/src/features/uniformat/client/uniformat';
import styles from './styles.module.css';

type LevelChoice = UniformatLevel | 'all';

interface UniformatTableProps {
  /**
   * `curated` lists our Russian names; `compare` sets them beside the literal
   * machine translation and marks where the two differ.
   */
  readonly mode?: 'curated' | 'compare';
}

const levelClass: Record<UniformatLevel, string | undefined> = {
  1: styles.level1,
  2: styles.level2,
  3: styles.level3,
};

function parseLevel(value: string): LevelChoice {
  return value === '1' || value === '2' || value === '3' ? (Number(value) as UniformatLevel) : 'all';
}

/** Curated name with its note below, as the comparison page shows it. */
function CuratedName({entry}: {entry: UniformatEntry}): ReactNode {
  return (
    <>
      <span className={styles.name}>{entry.ru}</span>
      {entry.note && <span className={styles.note}>{entry.note}</span>}
    </>
  );
}

/** Machine translation cell; a differing one gets a tint and a "≠" that screen readers hear as words. */
function MachineCell({entry}: {entry: UniformatEntry}): ReactNode {
  const differs = differsFromMachine(entry);
  const label = translate({id: 'uniformat.table.differs', message: 'перевод отличается'});
  return (
    <td className={differs ? styles.differs : undefined}>
      {differs && (
        <>
          <span className={styles.marker} title={label} aria-hidden="true">
            ≠
          </span>
          <span className="tessera-visually-hidden">{label}: </span>
        </>
      )}
      {entry.machine}
    </td>
  );
}

/**
 * The UniFormat II table of the Uniformat section, filterable by code or word.
 * The filter starts empty, so the server-rendered page already holds the whole
 * classification and is useful without JavaScript.
 */
export default function UniformatTable({mode = 'curated'}: UniformatTableProps): ReactNode {
  const [query, setQuery] = useState('');
  const [level, setLevel] = useState<LevelChoice>('all');
  const id = useId();
  const compare = mode === 'compare';

  const rows = useMemo(
    () => filterUniformat(uniformat, {query, level, includeMachine: compare}),
    [query, level, compare],
  );

  const caption = compare
    ? translate({
        id: 'uniformat.table.captionCompare',
        message: 'UniFormat II: буквальный машинный перевод и наш перевод названий элементов',
      })
    : translate({
        id: 'uniformat.table.caption',
        message: 'Классификация UniFormat II (ASTM E1557), уровни 1–3, с русскими названиями',
      });
  const columnCount = 4;

  return (
    <div className={styles.uniformat}>
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={`${id}-query`} className={styles.label}>
            {translate({id: 'uniformat.filter.queryLabel', message: 'Поиск по коду или названию'})}
          </label>
          <input
            id={`${id}-query`}
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={translate({id: 'uniformat.filter.queryPlaceholder', message: 'Например, B20 или окна'})}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            spellCheck={false}
          />
          <span id={`${id}-hint`} className={styles.hint}>
            {compare
              ? translate({
                  id: 'uniformat.filter.hintCompare',
                  message: 'Код, слово по-русски или по-английски, в том числе из машинного перевода',
                })
              : translate({id: 'uniformat.filter.hint', message: 'Код, слово по-русски или по-английски'})}
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-level`} className={styles.label}>
            {translate({id: 'uniformat.filter.levelLabel', message: 'Уровень'})}
          </label>
          <select
            id={`${id}-level`}
            className={styles.select}
            value={String(level)}
            onChange={(event) => setLevel(parseLevel(event.target.value))}
          >
            <option value="all">{translate({id: 'uniformat.filter.levelAll', message: 'Все уровни'})}</option>
            <option value="1">{translate({id: 'uniformat.filter.level1', message: '1 — основные группы'})}</option>
            <option value="2">{translate({id: 'uniformat.filter.level2', message: '2 — группы элементов'})}</option>
            <option value="3">{translate({id: 'uniformat.filter.level3', message: '3 — элементы'})}</option>
          </select>
        </div>
      </div>

      <p className={styles.count} role="status">
        {translate(
          {id: 'uniformat.table.count', message: 'Показано {shown} из {total}'},
          {shown: rows.length, total: uniformat.length},
        )}
      </p>

      <div className={styles.scroller} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className={styles.table}>
          <caption id={`${id}-caption`} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            {compare ? (
              <tr>
                <th scope="col">{translate({id: 'uniformat.column.code', message: 'Код'})}</th>
                <th scope="col" lang="en">
                  {translate({id: 'uniformat.column.english', message: 'English name'})}
                </th>
                <th scope="col">{translate({id: 'uniformat.column.machine', message: 'Машинный перевод'})}</th>
                <th scope="col">{translate({id: 'uniformat.column.ours', message: 'Наш перевод'})}</th>
              </tr>
            ) : (
              <tr>
                <th scope="col">{translate({id: 'uniformat.column.code', message: 'Код'})}</th>
                <th scope="col">{translate({id: 'uniformat.column.level', message: 'Уровень'})}</th>
                <th scope="col">{translate({id: 'uniformat.column.russian', message: 'Наименование (RU)'})}</th>
                <th scope="col" lang="en">
                  {translate({id: 'uniformat.column.english', message: 'English name'})}
                </th>
              </tr>
            )}
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className={styles.empty}>
                  {translate({
                    id: 'uniformat.table.empty',
                    message: 'Ничего не найдено. Попробуйте начало кода или другую форму слова.',
                  })}
                </td>
              </tr>
            )}
            {rows.map((entry) => (
              <tr key={entry.code} className={levelClass[entry.level]}>
                <th scope="row" className={clsx(styles.code, compare && styles.indented)}>
                  <code>{entry.code}</code>
                </th>
                {compare ? (
                  <>
                    <td lang="en">{entry.en}</td>
                    <MachineCell entry={entry} />
                    <td>
                      <CuratedName entry={entry} />
                    </td>
                  </>
                ) : (
                  <>
                    <td className={styles.levelCell}>{entry.level}</td>
                    <td className={styles.indented}>{entry.ru}</td>
                    <td lang="en">{entry.en}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
