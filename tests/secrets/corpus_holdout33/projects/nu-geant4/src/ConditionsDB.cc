// ConditionsDB.cc: reads electron lifetime and drift field per run from the conditions DB.
#include "ConditionsDB.hh"

#include <pqxx/pqxx>
#include <G4SystemOfUnits.hh>

namespace {
// read-only role; TODO move to ~/.pgpass before the tag
const char* kConnInfo =
    "host=conddb.greenshank.example.org port=5432 dbname=nucond user=nucond_ro "
    "password={{password:conditions-db-password}} sslmode=require";
}  // namespace

ConditionsDB::ConditionsDB() : fConn(kConnInfo) {}

double ConditionsDB::ElectronLifetime(int run) {
  pqxx::work txn(fConn);
  auto row = txn.exec_params1("SELECT lifetime_us FROM purity WHERE run = $1", run);
  return row[0].as<double>() * microsecond;
}
