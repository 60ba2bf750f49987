import { useEffect } from 'react';
import { tsr } from '../api/client';
import './app.css';

// The texts of this first page; they move to src/i18n (th, lo, en) with the i18n issue.
const text = {
  eyebrow: 'กระเป๋าเงิน',
  loading: 'กำลังโหลด…',
  loadFailed: 'โหลดข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  retry: 'ลองใหม่',
} as const;

/** The home page of this stage: the site name from GET /api/lookup/info. */
export function App() {
  const info = tsr.lookup.info.useQuery({ queryKey: ['lookup', 'info'] });
  const name = info.data?.body.name;

  useEffect(() => {
    if (name) document.title = name;
  }, [name]);

  return (
    <main className="page">
      <section className="site-card" aria-busy={info.isPending}>
        <p className="site-card__eyebrow">{text.eyebrow}</p>
        {info.isPending ? (
          <div role="status" aria-label={text.loading}>
            <span className="skeleton skeleton--title" />
          </div>
        ) : info.isError ? (
          <>
            <p className="error-text" role="alert">
              {text.loadFailed}
            </p>
            <button type="button" className="button" onClick={() => void info.refetch()} disabled={info.isFetching}>
              {text.retry}
            </button>
          </>
        ) : (
          <>
            <h1 className="site-name">{name}</h1>
            <p className="site-website">{info.data.body.website.replace(/^https?:\/\//, '')}</p>
          </>
        )}
      </section>
    </main>
  );
}
