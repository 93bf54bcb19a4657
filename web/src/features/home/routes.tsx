// /home: mounted lazily by app/areas.tsx.
import { HomePage } from './home-page.tsx';

export default HomePage;
