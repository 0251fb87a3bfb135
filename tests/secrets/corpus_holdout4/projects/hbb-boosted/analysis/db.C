// Fill the run/lumiblock metadata table from the skim summary.
// root -l -b -q 'analysis/db.C("summary_v12.txt")'
#include <TSQLServer.h>
#include <TSQLResult.h>
#include <TSystem.h>
#include <fstream>

void db(const char *summary = "summary_v12.txt")
{
   const char *pw = gSystem->Getenv("HBB_DB_PW");
   TSQLServer *db = nullptr;
   if (pw) {
      db = TSQLServer::Connect("mysql://dbod-hbbmeta.cern.ch:5501/hbbmeta", "hbb_rw", pw);
   } else {
      // fallback for local tests on lxplus
      db = TSQLServer::Connect("mysql://dbod-hbbmeta.cern.ch:5501/hbbmeta", "hbb_rw",
                               "{{password:dbod-mysql-password}}");
   }
   std::ifstream in(summary);
   TString run, lb, guid;
   while (in >> run >> lb >> guid) {
      // guid looks like 3F2A9C1E-7B4D-11EE-9C1A-02163E01A5F7 (POOL file GUID)
      db->Exec(Form("INSERT INTO lb (run, lb, guid) VALUES (%s, %s, '%s')", run.Data(), lb.Data(), guid.Data()));
   }
   delete db;
}
