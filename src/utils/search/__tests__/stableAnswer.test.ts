import {describe, expect, it} from 'vitest';
import {answerToShow, type KeyedAnswer} from '../stableAnswer';

const names: KeyedAnswer<string> = {key: 'sx prop', answer: 'from the names'};
const refined: KeyedAnswer<string> = {key: 'sx prop', answer: 'with the text'};
const older: KeyedAnswer<string> = {key: 'sx pro', answer: 'older input'};

describe('answerToShow', () => {
  it.each<[string, string, KeyedAnswer<string> | null, KeyedAnswer<string> | null, string | null]>([
    ['the latest answer to the input', 'sx prop', refined, null, 'with the text'],
    ['nothing for an answer to an older input', 'sx prop', older, null, null],
    ['the held list while the reader moves through it', 'sx prop', refined, names, 'from the names'],
    ['the latest once the input changed (a key typed)', 'sx prop ', {key: 'sx prop ', answer: 'new'}, names, 'new'],
    ['nothing yet for a changed input, not the held list', 'sx prop ', refined, names, null],
    ['nothing before any answer', 'sx prop', null, null, null],
  ])('%s', (_name, key, latest, held, shown) => {
    expect(answerToShow(key, latest, held)).toBe(shown);
  });
});
