// /efile (spec 3 section 2.1): open without the session check; the page itself says what a visitor may do.
import { Route, Routes } from 'react-router-dom';
import { EfilePage } from './efile-page.tsx';

export default function EfileArea() {
  return (
    <Routes>
      <Route index element={<EfilePage />} />
      <Route path="*" element={<EfilePage />} />
    </Routes>
  );
}
