/**
 * The highlighted option and the keys that move it. A new list highlights its first result
 * (recent searches: nothing until an arrow key). Once the reader moves the highlight (arrow keys
 * or pointer), the list of results they are moving through is held until the input or the filter
 * changes (`answerToShow`): a refined answer arriving meanwhile does not reorder it under them.
 */
import {useEffect, useState, type KeyboardEvent} from 'react';
import type {SearchAnswer} from '../../utils/search/engine';
import {moveSelection} from '../../utils/search/rows';
import {answerToShow, type KeyedAnswer} from '../../utils/search/stableAnswer';

export function useListNavigation({
  key,
  latest,
  recent,
  showRecent,
  optionCount: countOf,
  optionId,
  onOpen,
}: {
  /** The input the answer must answer. */
  readonly key: string;
  readonly latest: KeyedAnswer<SearchAnswer> | null;
  readonly recent: readonly string[];
  readonly showRecent: boolean;
  /** The options of a list: recent searches or the answer's selectable rows. */
  readonly optionCount: (answer: SearchAnswer | null) => number;
  readonly optionId: (index: number) => string;
  /** Enter on the option at this index. */
  readonly onOpen: (index: number) => void;
}) {
  const [held, setHeld] = useState<KeyedAnswer<SearchAnswer> | null>(null);
  const [selection, setSelection] = useState<{list: unknown; index: number}>({list: null, index: -1});
  const answer = answerToShow(key, latest, held);
  const optionCount = showRecent ? recent.length : countOf(answer);
  const list: unknown = showRecent ? recent : answer;
  const selected = selection.list === list ? selection.index : !showRecent && optionCount > 0 ? 0 : -1;
  const setSelected = (index: number): void => {
    setSelection({list, index});
    if (!showRecent && answer) {
      setHeld({key, answer});
    }
  };
  useEffect(() => {
    if (selected >= 0) {
      document.getElementById(optionId(selected))?.scrollIntoView({block: 'nearest'});
    }
  }, [selected, optionId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected(moveSelection(selected, optionCount, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && selected >= 0) {
      event.preventDefault();
      onOpen(selected);
    }
  };
  return {answer, optionCount, selected, setSelected, onKeyDown};
}
