-- SDSS DR18 / SEGUE: metal-poor halo giants, into MyDB
SELECT s.specobjid, s.plate, s.mjd, s.fiberid, p.objid, sp.feha, sp.logga, sp.teffa
INTO mydb.halo_giants_v3
FROM SpecObjAll AS s
JOIN sppParams AS sp ON sp.specobjid = s.specobjid
JOIN PhotoObjAll AS p ON p.objid = s.bestobjid
WHERE sp.feha < -2.0 AND sp.logga < 3.5 AND sp.snr > 25
-- sample row: specobjid 2948537619811510272, objid 1237668296598749280
