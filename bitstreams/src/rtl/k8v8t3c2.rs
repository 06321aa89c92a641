//! The switch RTL for k8v8t3c2: 8-byte keys, 8-byte values, 3 tables, two
//! query contexts (PROTOCOL.md §5.5).

pub mod sig {
    netjoin_hdl::signature_consts!(8, 8, 3, 2);
}
crate::rtl_modules!();
