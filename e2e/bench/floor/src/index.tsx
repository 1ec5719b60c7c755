// The floor of the Lighthouse benchmark: a bare React 19 page, built by the cabinet's toolchain
// and served like it, that renders a heading and a paragraph as a first screen does.
import { createRoot } from 'react-dom/client';

function FloorPage() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>Кабинет отправителя</h1>
      <p>Войдите, чтобы создавать заказы на курьерскую доставку и следить за ними.</p>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<FloorPage />);
