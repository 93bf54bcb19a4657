// Not built yet: says so under its title until its page lands.
import { PanelUnavailable } from '../components/panel-unavailable.tsx';

export default PanelUnavailable;
