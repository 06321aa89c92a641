//! The switch RTL for k4v4t4: 4-byte keys, 4-byte values, 4 tables.

pub mod sig {
    netjoin_hdl::signature_consts!(4, 4, 4);
}
crate::rtl_modules!();
