import {describe, expect, it} from 'vitest';
import {siteConfig} from '../../../site.config';
import {currentHeading} from './client/rule';

describe('address follows the section being read (the configured scroll offset)', () => {
  const {offsetPx} = siteConfig.scroll;
  const page = {scrollY: 800, viewportHeight: 900, scrollHeight: 5000, hash: ''};
  const headings = (tops: number[]) => tops.map((top, i) => ({id: `s${i + 1}`, top}));

  it('takes the last heading within the offset of where a link to it lands', () => {
    expect(currentHeading(headings([-400, offsetPx, 300]), page, offsetPx)).toBe('s2');
    expect(currentHeading(headings([-400, offsetPx + 1, 300]), page, offsetPx)).toBe('s1');
    expect(currentHeading(headings([-400, -100, -1]), page, offsetPx)).toBe('s3');
  });

  it('has no section above the first heading or within the offset of the top of the page', () => {
    expect(currentHeading(headings([40, 300]), page, offsetPx)).toBe('');
    expect(currentHeading(headings([-400, 0]), {...page, scrollY: offsetPx - 1}, offsetPx)).toBe('');
    expect(currentHeading(headings([-400, 0]), {...page, scrollY: offsetPx}, offsetPx)).toBe('s2');
  });

  it('at the bottom of the page keeps a later heading the reader opened', () => {
    const bottom = {...page, scrollY: 4100, hash: 's3'};
    expect(currentHeading(headings([-400, 2, 300]), bottom, offsetPx)).toBeNull();
    expect(currentHeading(headings([-400, 2, 300]), {...bottom, hash: 's1'}, offsetPx)).toBe('s2');
    expect(currentHeading(headings([-400, 2, 300]), {...bottom, scrollY: 4094}, offsetPx)).toBe('s2');
  });
});
