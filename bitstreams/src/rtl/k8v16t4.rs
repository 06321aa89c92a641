//! The switch RTL for k8v16t4: 8-byte keys, 16-byte values, 4 tables.

pub mod sig {
    netjoin_hdl::signature_consts!(8, 16, 4);
}
crate::rtl_modules!();
