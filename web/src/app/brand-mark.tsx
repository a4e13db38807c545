/** The flask from favicon.svg, inline so the header needs no extra request. */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#312e81" />
      <path
        d="M12.5 6h7M14 6v7.2L8.3 23.4A2.4 2.4 0 0 0 10.4 27h11.2a2.4 2.4 0 0 0 2.1-3.6L18 13.2V6"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M11.2 19h9.6l2.9 4.4a2.4 2.4 0 0 1-2.1 3.6H10.4a2.4 2.4 0 0 1-2.1-3.6z" fill="#5eead4" />
    </svg>
  );
}
