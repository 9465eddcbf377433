// A browser signed in to several Google accounts: Google's troubleshooting page says multi-login "isn't
// supported for Apps Script, add-ons, or web apps", and the sidebar's google.script.run calls then fail
// (the menu, run by Sheets itself, keeps working). What the failure handler receives is not documented;
// this is the text organizers and add-on developers report (enuchi/React-Google-Apps-Script#46,
// google-marketing-solutions/feedgen#38). The other reported texts are in src/sidebar/call-failure.ts.
export const SEVERAL_ACCOUNTS_ERROR =
  "ScriptError: We're sorry, a server error occurred while reading from storage. Error code PERMISSION_DENIED.";
