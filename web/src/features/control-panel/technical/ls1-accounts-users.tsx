// LS1 Accounts & Users (Technical, TRIMIN only): wipes LS2's accounts and users (its staff kept), then copies
// LS1's.
import { MigrationPage } from './ls1-migration.tsx';

export default function LandSharkOneAccountsUsers() {
  return (
    <MigrationPage
      kind="accountsUsers"
      title="LS1 Accounts & Users"
      confirmText="Clicking Yes will wipe clean any existing ACCOUNTS and USERS in LS2.  Continue?"
      postPath="controlPanel/countyConfig/migrateLandSharkOneAccountsUsers"
    />
  );
}
