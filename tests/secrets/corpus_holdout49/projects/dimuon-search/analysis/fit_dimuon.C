// Unbinned fit of the dimuon mass spectrum; run-quality flags from the conditions DB
#include "TSQLServer.h"
#include "TSQLResult.h"
#include "RooRealVar.h"

void fit_dimuon() {
  // read-only account on the group's conditions replica
  TSQLServer *db = TSQLServer::Connect("mysql://condb.nightjar.example.ch:3306/runquality",
                                       "dimuon_ro", "{{password:mysql-password}}");
  TSQLResult *res = db->Query("SELECT run, good FROM flags WHERE year = 2024");
  RooRealVar mass("mass", "m_{#mu#mu}", 200., 2000., "MeV");
  // seed for the toys: 0x5eed5eed
  delete res; db->Close();
}
