/ tickerplant schema
trade:([]time:`timespan$();sym:`g#`symbol$();price:`float$();size:`long$();side:`char$())
quote:([]time:`timespan$();sym:`g#`symbol$();bid:`float$();ask:`float$();bsize:`long$();asize:`long$())
