import { describe, expect, it } from 'vitest';
import { allowedElements, downloadHref, elementKey } from './element-key';

describe('module browser keys (001 §4, §7)', () => {
  it('joins the chosen elements with hyphens in the order chosen', () => {
    expect(elementKey(['Cu', 'Ni'])).toBe('Cu-Ni');
    expect(elementKey(['C', 'H', 'O'])).toBe('C-H-O');
    expect(elementKey([])).toBe('');
  });

  it('offers every element of some module before a choice, then the selectable ones and the chosen', () => {
    expect(allowedElements([], [['Cu'], ['Cu', 'Ni'], ['Al', 'Ni']], ['ignored'])).toEqual([
      'Cu',
      'Ni',
      'Al',
    ]);
    expect(allowedElements(['Cu'], [['Fe']], ['Ni', 'Ag'])).toEqual(['Ni', 'Ag', 'Cu']);
  });

  it('downloads by file id with the access token when there is one', () => {
    const path = '/cgi/general-service/commonUpload/downLoadFileByFileId';
    expect(downloadHref(path, 'eam/CuNi.eam.alloy', undefined)).toBe(`${path}?fileId=eam%2FCuNi.eam.alloy`);
    expect(downloadHref(path, '7', 'a b')).toBe(`${path}?fileId=7&access_token=a+b`);
  });
});
