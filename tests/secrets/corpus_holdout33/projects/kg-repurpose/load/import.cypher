// Build the repurposing graph: drugs (DrugBank), targets (UniProt), diseases (MONDO), edges
CREATE CONSTRAINT drug_id IF NOT EXISTS FOR (d:Drug) REQUIRE d.drugbank_id IS UNIQUE;
CREATE CONSTRAINT protein_id IF NOT EXISTS FOR (p:Protein) REQUIRE p.uniprot IS UNIQUE;

LOAD CSV WITH HEADERS FROM 'file:///drugbank_5_1_12_targets.csv' AS row
MERGE (d:Drug {drugbank_id: row.drug_id})      // e.g. DB00945 (aspirin), DB01050 (ibuprofen)
MERGE (p:Protein {uniprot: row.uniprot})       // e.g. P23219, P35354
MERGE (d)-[:TARGETS {action: row.action}]->(p);

// ChEMBL activities straight from the local ChEMBL 34 mirror
CALL apoc.load.jdbc(
  'jdbc:postgresql://chembl-db.greenshank.example.org:5432/chembl_34?user=chembl_ro&password={{password:chembl-db-password}}',
  'SELECT molecule_chembl_id, target_chembl_id, pchembl_value FROM activities_summary WHERE pchembl_value > 6'
) YIELD row
MATCH (d:Drug {chembl_id: row.molecule_chembl_id})
MATCH (t:Protein {chembl_id: row.target_chembl_id})
MERGE (d)-[:ACTIVE_ON {pchembl: row.pchembl_value}]->(t);
