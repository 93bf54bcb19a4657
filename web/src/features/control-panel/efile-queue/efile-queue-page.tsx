// The county's e-file intake queue (issue 17): not built yet.
import { PanelUnavailable } from '../components/panel-unavailable.tsx';

export default PanelUnavailable;
