//! The switch RTL for k4v4t2: 4-byte keys, 4-byte values, 2 tables.

pub mod sig {
    netjoin_hdl::signature_consts!(4, 4, 2);
}
crate::rtl_modules!();
