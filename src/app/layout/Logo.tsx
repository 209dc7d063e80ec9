import styles from "./Logo.module.css";

/** The agency wordmark, drawn with text so it costs no request. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={[styles.logo, className ?? ""].join(" ")} aria-hidden="true">
      PASSARELA
    </span>
  );
}
