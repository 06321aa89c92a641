//! The switch RTL for k4v4t3: 4-byte keys, 4-byte values, 3 tables.

pub mod sig {
    netjoin_hdl::signature_consts!(4, 4, 3);
}
crate::rtl_modules!();
