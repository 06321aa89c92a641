//! The switch RTL for k8v16t2: 8-byte keys, 16-byte values, 2 tables.

pub mod sig {
    netjoin_hdl::signature_consts!(8, 16, 2);
}
crate::rtl_modules!();
