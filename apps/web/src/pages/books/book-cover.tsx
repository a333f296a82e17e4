// A book's cover, or generated placeholder art: a tinted spine and the first character of the name,
// with a hue derived from the name so neighbouring books look different.
import styles from "./book-list.module.css";

function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

export function BookCover({ name, coverUrl }: { name: string; coverUrl: string | null }) {
  if (coverUrl) return <img className={styles.cover} src={coverUrl} alt={name} loading="lazy" />;
  const hue = hueOf(name);
  return (
    <div
      className={styles.placeholder}
      role="img"
      aria-label={name}
      style={{
        background: `linear-gradient(150deg, hsl(${hue} 55% 46%), hsl(${(hue + 40) % 360} 60% 34%))`,
      }}
    >
      <span className={styles.placeholderSpine} />
      <span className={styles.placeholderInitial}>{name.trim().charAt(0)}</span>
      <span className={styles.placeholderName}>{name}</span>
    </div>
  );
}
