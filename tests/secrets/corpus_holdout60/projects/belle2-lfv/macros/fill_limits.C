// fill_limits.C -- push upper limits into the group's results DB (MySQL on dbod)
#include <TFile.h>
#include <TTree.h>
#include <TSQLServer.h>
#include <TSQLResult.h>
#include <iostream>

void fill_limits(const char* fname = "ntuples/merged.root") {
   TFile f(fname);
   auto t = f.Get<TTree>("tau3mu");
   std::cout << "entries: " << t->GetEntries() << std::endl;

   // read-only account is lfv_reader / see notes; writer below
   TSQLServer* db = TSQLServer::Connect("mysql://dbod-lfv.bunting.example.ca:5506/lfv_limits",
                                        "lfv_writer",
                                        "{{password:mysql-password}}");
   if (!db) { std::cerr << "no db" << std::endl; return; }
   db->Exec("INSERT INTO limits (channel, ul90, git_sha) VALUES ('tau3mu', 2.1e-8, '4e2d9b1c07a35f6e8d90b2c1a4f3e5d6c7b8a901')");
   delete db;
}
