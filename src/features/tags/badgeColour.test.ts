import {describe, expect, it} from 'vitest';
import {badgeColourClass, badgeColourIndex} from './client/Badge/colour';
import {siteConfig} from '../../../site.config';

describe('badge colour classes', () => {
  it('is stable for a name, whatever its case, spaces or ё', () => {
    expect(badgeColourIndex('Коллизии')).toBe(badgeColourIndex(' коллизии '));
    expect(badgeColourIndex('отчёт')).toBe(badgeColourIndex('отчет'));
    expect(badgeColourClass('BCF')).toMatch(/^tessera-badge--c\d+$/);
    expect(badgeColourIndex('BCF')).toBeLessThan(siteConfig.colorClasses);
  });

  it('spreads names over (nearly) all the configured classes', () => {
    const words = [
      'коллизии',
      'BCF',
      'IFC',
      'Revit',
      'смета',
      'каталог',
      'матрица',
      'проверка',
      'отчёт',
      'Excel',
      'API',
      'токен',
      'роли',
      'проекты',
      'дерево',
      'правила',
      'Power BI',
      'OData',
      'помещения',
      'площадка',
      'график',
      'модель',
      'зазор',
      'допуск',
    ];
    const used = new Set(words.map(badgeColourIndex));
    expect(used.size).toBeGreaterThanOrEqual(siteConfig.colorClasses - 1);
    for (const index of used) expect(index).toBeLessThan(siteConfig.colorClasses);
  });
});
