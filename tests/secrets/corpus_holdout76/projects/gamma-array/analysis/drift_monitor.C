// drift_monitor.C -- plot clover gain drift per run from the CCDB reader account
// root -l -b -q 'drift_monitor.C(4100, 4199)'
#include <TSQLServer.h>
#include <TSQLResult.h>
#include <TSQLRow.h>
#include <TGraph.h>
#include <TCanvas.h>

void drift_monitor(int first, int last) {
   // TSQLServer wants the password as its own argument
   TSQLServer *db = TSQLServer::Connect("mysql://ccdb.chiffchaff.example.za:3306/ccdb", "ccdb_reader",
                                        "{{password:mysql-password}}");
   if (!db) return;
   TString q = Form("SELECT runMin, vault FROM assignments a JOIN constantSets c ON a.constantSetId=c.id "
                    "WHERE runMin BETWEEN %d AND %d", first, last);
   TSQLResult *res = db->Query(q);
   TGraph g;
   while (TSQLRow *row = res->Next()) {
      g.SetPoint(g.GetN(), atoi(row->GetField(0)), atof(row->GetField(1)));
      delete row;
   }
   TCanvas c("c", "drift", 900, 500);
   g.Draw("AP");
   c.SaveAs(Form("drift_%d_%d.pdf", first, last));
}
