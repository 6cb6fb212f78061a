import { describe, expect, it } from 'vitest';
import { allowedElements, downloadHref, elementKey } from './element-key';

describe('module browser keys (001 §4, §7)', () => {
  it('joins the chosen elements with hyphens in the order chosen', () => {
    expect(elementKey(['Cu', 'Ni'])).toBe('Cu-Ni');
    expect(elementKey(['C', 'H', 'O'])).toBe('C-H-O');
    expect(elementKey([])).toBe('');
  });

  it('offers the selectable elements and keeps the chosen ones selectable, each once', () => {
    expect(allowedElements([], ['Al', 'Cu', 'Ni'])).toEqual(['Al', 'Cu', 'Ni']);
    expect(allowedElements(['Cu'], ['Ni', 'Ag'])).toEqual(['Ni', 'Ag', 'Cu']);
    expect(allowedElements(['Cu', 'Ni'], ['Cu', 'Ni', 'Fe'])).toEqual(['Cu', 'Ni', 'Fe']);
  });

  it('downloads by file id with the access token when there is one', () => {
    const path = '/cgi/general-service/commonUpload/downLoadFileByFileId';
    expect(downloadHref(path, 'eam/CuNi.eam.alloy', undefined)).toBe(`${path}?fileId=eam%2FCuNi.eam.alloy`);
    expect(downloadHref(path, '7', 'a b')).toBe(`${path}?fileId=7&access_token=a+b`);
  });
});
