// LS1 Audit Log (Technical, TRIMIN only): deletes what an earlier run copied, then copies LS1's audit log.
import { MigrationPage } from './ls1-migration.tsx';

export default function LandSharkOneAuditLog() {
  return (
    <MigrationPage
      kind="auditLog"
      title="LS1 Audit Log"
      confirmText="Clicking Yes will delete previously migrated LS1 Audit Log data.  Continue?"
      postPath="controlPanel/countyConfig/migrateLandSharkOneAuditLog"
    />
  );
}
