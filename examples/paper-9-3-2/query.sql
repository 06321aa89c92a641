-- §9.3.2: SELECT * FROM A JOIN B JOIN C, projected to the attributes used.
SELECT A.a_val, B.b_val, C.c_val
FROM A
JOIN B ON A.b_id = B.b_id
JOIN C ON A.c_id = C.c_id;
