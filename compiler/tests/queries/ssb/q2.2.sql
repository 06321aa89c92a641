-- SSB Q2.2: brands MFGR#2221..MFGR#2228, suppliers in ASIA
select
    sum(lo_revenue) as revenue,
    d_year,
    p_brand1
from
    lineorder,
    dates,
    part,
    supplier
where
    lo_orderdate = d_datekey
    and lo_partkey = p_partkey
    and lo_suppkey = s_suppkey
    and p_brand1 between 'MFGR#2221' and 'MFGR#2228'
    and s_region = 'ASIA'
group by
    d_year,
    p_brand1
order by
    d_year,
    p_brand1;
