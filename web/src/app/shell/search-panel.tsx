import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { useArticleAmounts } from '../../components/price-view.tsx';
import { AbsentKindNotice } from '../../features/catalogue/absent-kind-notice.tsx';
import { type ArticleType, SearchPanelDocument, type SearchPanelQuery } from '../../gql/graphql.ts';
import styles from './search-panel.module.css';

// The home search of SPEC §2/§7 (20 results over all types). This module is loaded only when the
// search button is used (site-header.tsx), so it costs nothing on a page's first load.

const DEBOUNCE_MS = 300;
const MIN_LENGTH = 2;
const PAGE_SIZE = 20;

const TYPE_NAMES: Record<ArticleType, string> = { RENTAL: 'Verhuur', SALE: 'Verkoop', OCCASION: 'Occasion' };

type Result = SearchPanelQuery['searchArticles'][number];
const NO_RESULTS: Result[] = [];

type Props = {
  /** Escape or the close button: the panel closes and the focus goes back to the search button. */
  onClose: () => void;
  /** A result was opened: the panel closes and the page changes. */
  onNavigate: () => void;
};

/**
 * A modal panel below the header with a combobox: typing searches (after a pause), the arrow keys
 * move through the results (`aria-activedescendant`, so the focus stays in the box), Enter opens
 * the active article (with none active: the article list with `q` filled in), Escape closes the
 * panel.
 */
export function SearchPanel({ onClose, onNavigate }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [text, setText] = useState('');
  const term = useDebouncedTerm(text);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const client = useApolloClient();

  const { data, previousData, loading, error } = useQuery(
    SearchPanelDocument,
    term ? { variables: { q: term, first: PAGE_SIZE } } : skipToken,
  );
  // While the next answer is on its way the previous results stay, so the list does not blink.
  const shown = term ? (data ?? (loading ? previousData : undefined)) : undefined;
  const results = shown?.searchArticles ?? NO_RESULTS;
  const suggestion = results.length === 0 ? (shown?.searchSuggestion ?? null) : null;
  // A kind of gear we do not have (cables): said with or without results, with a category to try.
  const absent = shown?.searchAbsentKind ?? null;
  const optionId = (index: number) => `${ids}-option-${index}`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
  }, []);

  // A click on the backdrop lands on the dialog element itself and closes the panel.
  useEffect(() => {
    const dialog = dialogRef.current;
    const onClick = (event: MouseEvent) => {
      if (event.target !== dialog) return;
      dialog?.close();
      onClose();
    };
    dialog?.addEventListener('click', onClick);
    return () => dialog?.removeEventListener('click', onClick);
  }, [onClose]);

  // New results: no option is active until the visitor moves to one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the list changes
  useEffect(() => setActive(-1), [results]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: optionId only joins strings
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const close = () => {
    // Closed first, so the page behind is no longer inert when the focus goes back to it.
    dialogRef.current?.close();
    onClose();
  };

  const leave = () => {
    dialogRef.current?.close();
    onNavigate();
  };

  const open = (article: Result) => {
    leave();
    navigate(paths.article(article.type, article.slug));
  };

  const trimmed = text.trim();
  // The list on screen answers the text as it stands (not one typed before it, still shown while
  // the pause or the answer of the new text lasts).
  const current = term === trimmed && data !== undefined && !loading;

  // Enter with no result highlighted: the list of the best match's type (rental when nothing
  // matches) filtered on the text, where every match can be browsed. Pressed before the text's
  // own results are there, the best match is asked for now.
  const openList = async (q: string) => {
    let best = current ? results[0] : undefined;
    if (!current && q.length >= MIN_LENGTH) {
      const answer = await client
        .query({ query: SearchPanelDocument, variables: { q, first: PAGE_SIZE } })
        .catch(() => undefined);
      best = answer?.data?.searchArticles[0];
    }
    leave();
    navigate(`${paths.articleList(best?.type ?? 'RENTAL')}?q=${encodeURIComponent(q)}`);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const article = current ? results[active] : undefined;
      if (article) open(article);
      else if (trimmed) void openList(trimmed);
    } else if (event.key === 'Escape') {
      // Handled here (a text box may keep Escape for itself); the header's Escape is not for this.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  let status = '';
  if (trimmed.length > 0 && trimmed.length < MIN_LENGTH) status = `Typ minstens ${MIN_LENGTH} tekens.`;
  else if (error && results.length === 0) status = 'Zoeken lukt nu niet. Probeer het later opnieuw.';
  else if (term && loading && results.length === 0) status = 'Zoeken…';
  else if (term && !loading && results.length === 0) status = `Geen resultaten voor “${term}”.`;
  else if (term && results.length > 0)
    status = results.length === 1 ? '1 resultaat' : `${results.length} resultaten`;

  return (
    <dialog
      ref={dialogRef}
      className={styles.panel}
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        // Escape outside the box: React state closes it, so both stay in step.
        event.preventDefault();
        close();
      }}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={`${ids}-title`}>Zoeken</h2>
          <button type="button" className={styles.close} onClick={close}>
            <CloseIcon />
            <span className="visually-hidden">Sluiten</span>
          </button>
        </div>
        <label htmlFor={`${ids}-input`} className={styles.label}>
          Zoek in verhuur, verkoop en occasions
        </label>
        <input
          ref={inputRef}
          id={`${ids}-input`}
          className={styles.input}
          type="text"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Bijvoorbeeld FX6, Aputure of statief"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={`${ids}-list`}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // A highlighted option of the text before is not what the new text asks for.
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <p className={styles.status} role="status">
          {status}
        </p>
        {term && !loading && absent && (
          <AbsentKindNotice absent={absent} className={styles.wayOut} onNavigate={leave} />
        )}
        {/* The listbox stays in the page (empty) so the combobox always points at it. */}
        <div id={`${ids}-list`} role="listbox" aria-label="Zoekresultaten" className={styles.results}>
          {results.map((article, index) => (
            // The options are not focusable and have no keys of their own: the focus stays in the
            // combobox, which moves the active option (aria-activedescendant); a click picks one.
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: see above
            <div
              key={article.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onClick={() => open(article)}
              onMouseMove={() => index !== active && setActive(index)}
            >
              <img src={article.images.small} alt="" width={56} height={56} loading="lazy" />
              <span className={styles.text}>
                <span className={styles.brand}>{article.brand}</span>
                <span className={styles.name}>{article.name}</span>
              </span>
              <span className={styles.meta}>
                <span className={styles.type}>{TYPE_NAMES[article.type]}</span>
                <Price article={article} />
              </span>
            </div>
          ))}
        </div>
        {term && !loading && suggestion && (
          <p className={styles.wayOut}>
            Bedoelde je{' '}
            <button
              type="button"
              className={styles.suggestion}
              onClick={() => {
                setText(suggestion);
                inputRef.current?.focus();
              }}
            >
              “{suggestion}”
            </button>
            ?
          </p>
        )}
        {term && !loading && !error && results.length === 0 && (
          <p className={styles.wayOut}>
            Kijk verder in{' '}
            <Link to={paths.rental()} onClick={leave}>
              verhuur
            </Link>
            ,{' '}
            <Link to={paths.sales()} onClick={leave}>
              verkoop
            </Link>{' '}
            of{' '}
            <Link to={paths.occasions()} onClick={leave}>
              occasions
            </Link>
            .
          </p>
        )}
      </div>
    </dialog>
  );
}

/** The server's figures in the visitor's view: the day price for rental, a special price as a sale. */
function Price({ article }: { article: Result }) {
  const { shown, struck, unit } = useArticleAmounts({
    regular: article.shownPrice,
    special: article.shownSpecialPrice,
    perDay: article.type === 'RENTAL',
  });
  if (struck) {
    return (
      <span className={styles.price}>
        <del>
          <span className="visually-hidden">van </span>
          {struck}
        </del>{' '}
        <strong>
          <span className="visually-hidden">voor </span>
          {shown}
        </strong>
        {` ${unit}`}
      </span>
    );
  }
  return (
    <span className={styles.price}>
      {shown}
      {` ${unit}`}
    </span>
  );
}

/** The trimmed text once typing has paused; empty below the minimum length (no search then). */
function useDebouncedTerm(text: string): string {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed.length < MIN_LENGTH) {
      setTerm('');
      return;
    }
    const timer = setTimeout(() => setTerm(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return term;
}
