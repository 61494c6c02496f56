import { useEffect, useRef, useState } from 'react';
import { VoiceButton } from '../voice/voice-button';

const TEXT_DEBOUNCE_MS = 300;

/**
 * The text in a list's search box: it follows the URL (back/forward, a shared link) and, after a pause in
 * typing, commits itself with `commit` (which writes the URL).
 */
export function useSearchText(
  inUrl: string,
  commit: (text: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(inUrl);
  const [seen, setSeen] = useState(inUrl);
  if (seen !== inUrl) {
    setSeen(inUrl);
    setText(inUrl);
  }
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    if (text.trim() === inUrl) return;
    const timer = setTimeout(() => commitRef.current(text.trim()), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, inUrl]);
  return [text, setText];
}

/** A list's search form; without JavaScript it asks the server for the list with the text. */
export function SearchForm(props: {
  id: string;
  label: string;
  placeholder: string;
  submit: string;
  text: string;
  onText: (text: string) => void;
  onSubmit: (text: string) => void;
}) {
  return (
    <form
      role="search"
      method="get"
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(props.text.trim());
      }}
    >
      <label className="sr-only" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        name="text"
        type="search"
        value={props.text}
        maxLength={200}
        onChange={(event) => props.onText(event.target.value)}
        placeholder={props.placeholder}
        className="flex-1 rounded-md border border-slate-300 px-3 py-2"
      />
      {/* Members may speak the text (the voice dialog); the applied words search at once. */}
      <VoiceButton
        target={`catalogue-${props.id}`}
        onApply={(spoken) => {
          props.onText(spoken);
          props.onSubmit(spoken);
        }}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center self-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
      />
      <button
        type="submit"
        className="rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
      >
        {props.submit}
      </button>
    </form>
  );
}
