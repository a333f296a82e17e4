// Navigation for code outside the router's tree (global handlers, toast links). GlobalHost hands
// over the router's navigate so redirects stay inside the single-page app.
type Navigate = (to: string) => void;

let current: Navigate = (to) => window.location.assign(to);

export function setNavigate(next: Navigate) {
  current = next;
}

export function navigate(to: string) {
  if (/^https?:\/\//.test(to)) {
    window.open(to, "_blank", "noopener");
    return;
  }
  current(to);
}
