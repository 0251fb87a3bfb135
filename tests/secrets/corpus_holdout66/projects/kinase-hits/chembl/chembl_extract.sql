-- psql -h chembl-db.hawfinch.example.kr -U jyhan chembl_35 -f chembl_extract.sql
-- (password from ~/.pgpass)
\copy (
  SELECT md.chembl_id, cs.canonical_smiles, cs.standard_inchi_key,
         act.standard_type, act.standard_value, act.standard_units, td.chembl_id AS target
  FROM activities act
  JOIN molecule_dictionary md ON md.molregno = act.molregno
  JOIN compound_structures cs ON cs.molregno = act.molregno
  JOIN assays a ON a.assay_id = act.assay_id
  JOIN target_dictionary td ON td.tid = a.tid
  WHERE td.chembl_id IN ('CHEMBL203', 'CHEMBL1862', 'CHEMBL2971')   -- EGFR, ABL1, JAK2
    AND act.standard_type IN ('IC50', 'Ki') AND act.standard_units = 'nM'
) TO 'kinase_actives.csv' WITH CSV HEADER
