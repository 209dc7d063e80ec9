import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "../../../state/store.js";
import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { onlineAtom } from "../../../state/pwa.js";
import styles from "./Gallery.module.css";

/** After reconnecting, a picture that still finds no network is asked for again after 1, 2, 4 and 8 s. */
const maxReconnectTries = 4;

/**
 * A gallery picture, or, when it cannot be had (offline and never kept on this
 * device, most often), a box of the same place that says so: never the
 * browser's broken image. Back online, the picture is asked for again, a few
 * times if the network is still settling.
 */
export function GalleryImage({ alt, onSettled, ...image }: ImgHTMLAttributes<HTMLImageElement> & { alt: string; onSettled: () => void }) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [retryDelay, setRetryDelay] = useState<number | null>(null);
  // Tries since the connection came back; null outside such a round.
  const [reconnectTries, setReconnectTries] = useState<number | null>(null);
  const element = useRef<HTMLImageElement>(null);
  // Marked while it loads, so a slide stepped to before its picture is in shows it is coming, not an empty stage.
  // Set after mount (the server's markup cannot know), and only for a picture not already in.
  const [loading, setLoading] = useState(false);
  // A server-rendered picture may have failed before the page hydrated: its error event is gone.
  useEffect(() => {
    const img = element.current;
    if (img?.complete && img.currentSrc && img.naturalWidth === 0) setFailed(true);
  }, []);
  useEffect(() => {
    if (element.current?.complete === false) setLoading(true);
  }, [attempt]);
  // Only the connection coming back is worth another try; a picture that fails online for good stays a placeholder.
  const [wasOnline, setWasOnline] = useState(online);
  if (online !== wasOnline) {
    setWasOnline(online);
    setRetryDelay(null);
    setReconnectTries(online ? 0 : null);
    if (online) {
      setFailed(false);
      setAttempt((n) => n + 1);
    }
  }
  useEffect(() => {
    if (retryDelay === null) return;
    const timer = setTimeout(() => {
      setRetryDelay(null);
      setFailed(false);
      setAttempt((n) => n + 1);
    }, retryDelay);
    return () => clearTimeout(timer);
  }, [retryDelay]);

  if (failed) {
    const message = online ? t`Não foi possível carregar esta foto.` : t`Foto não salva neste aparelho. Ela aparece quando a conexão voltar.`;
    return (
      <span className={[styles.missing, image.className ?? ""].join(" ")} role="img" aria-label={`${alt}: ${message}`} data-testid="missing-photo">
        <span aria-hidden="true">{message}</span>
      </span>
    );
  }
  return (
    <img
      key={attempt}
      ref={element}
      {...image}
      alt={alt}
      data-loading={loading || undefined}
      onLoad={() => {
        setLoading(false);
        setReconnectTries(null);
        onSettled();
      }}
      onError={() => {
        setLoading(false);
        setFailed(true);
        onSettled();
        if (online && reconnectTries !== null && reconnectTries < maxReconnectTries) {
          setReconnectTries(reconnectTries + 1);
          setRetryDelay(1000 * 2 ** reconnectTries);
        }
      }}
    />
  );
}
