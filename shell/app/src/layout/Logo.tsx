/** The Portico mark: a pediment on four columns. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#314671" />
      <path d="M7 13.5 16 7l9 6.5H7Z" fill="#fff" />
      <path d="M9.5 15.5v8M13.8 15.5v8M18.2 15.5v8M22.5 15.5v8" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path d="M7 25.5h18" stroke="#28C76F" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="portico-logo">
      <LogoMark size={size} />
      <span className="portico-logo-text">Portico</span>
    </span>
  );
}
